/**
 * Feature flags (shell spec §9): each has a default and a set of allowed values. The value in force
 * is decided in this order, later sources winning:
 *   schema default < brand config < site config < environment < cookie < query string.
 * A value outside a flag's allowed set is ignored with a warning and the earlier value stays.
 */
export type FlagValue = boolean | number;

export interface FlagRule {
  readonly type?: 'boolean' | 'integer';
  readonly enum?: readonly number[];
  readonly minimum?: number;
  readonly maximum?: number;
}

export type FlagSource = 'environment' | 'cookie' | 'query';

/** Raw overrides from one source: flag name -> the text found. */
export type FlagOverrides = Readonly<Record<string, string | undefined>>;

export interface FlagResolution<Flags> {
  readonly flags: Flags;
  readonly warnings: readonly string[];
}

const SOURCES: readonly FlagSource[] = ['environment', 'cookie', 'query'];

export function resolveFlags<Flags extends Readonly<Record<string, FlagValue | undefined>>>(
  rules: Readonly<Record<string, FlagRule>>,
  configured: Flags,
  overrides: Partial<Record<FlagSource, FlagOverrides>>,
): FlagResolution<Flags> {
  const flags: Record<string, FlagValue | undefined> = { ...configured };
  const warnings: string[] = [];
  for (const source of SOURCES) {
    for (const [name, text] of Object.entries(overrides[source] ?? {})) {
      if (text === undefined) continue;
      const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
      if (!rule) continue; // Not a flag: query strings carry many other parameters.
      const value = parseFlagValue(rule, text);
      if (value === undefined) {
        warnings.push(
          `[storefront:flags] Ignored ${source} value ${JSON.stringify(text)} for ${name}: allowed ${describeRule(rule)}.`,
        );
        continue;
      }
      flags[name] = value;
    }
  }
  return { flags: flags as Flags, warnings };
}

export function parseFlagValue(rule: FlagRule, text: string): FlagValue | undefined {
  const trimmed = text.trim();
  if (rule.type === 'boolean') {
    if (trimmed === 'true' || trimmed === '1') return true;
    if (trimmed === 'false' || trimmed === '0') return false;
    return undefined;
  }
  if (!/^-?\d+$/.test(trimmed)) return undefined;
  const number = Number(trimmed);
  if (rule.enum) return rule.enum.includes(number) ? number : undefined;
  if (rule.minimum !== undefined && number < rule.minimum) return undefined;
  if (rule.maximum !== undefined && number > rule.maximum) return undefined;
  return number;
}

function describeRule(rule: FlagRule): string {
  if (rule.type === 'boolean') return 'true, false, 1 or 0';
  if (rule.enum) return rule.enum.join(', ');
  const low = rule.minimum ?? '-∞';
  const high = rule.maximum ?? '∞';
  return `an integer from ${low} to ${high}`;
}

/** `STOREFRONT_FLAGS="enableStylebot=1,winston2=2"` and the `sf_flags` cookie share this format. */
export function parseFlagList(text: string | undefined): FlagOverrides {
  const overrides: Record<string, string> = {};
  for (const pair of (text ?? '').split(/[,&]/)) {
    const [name, ...rest] = pair.split('=');
    if (name && rest.length > 0) overrides[decodeSafe(name.trim())] = decodeSafe(rest.join('='));
  }
  return overrides;
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}
