/** Building blocks of the specs' validation rules (shell spec §5, catalogue spec §5). */
export function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function allNonEmptyStrings(values: readonly unknown[]): boolean {
  return values.every(isNonEmptyString);
}

/** Phone numbers are stripped to digits (shell spec §5). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}
