/**
 * Moves focus to the first field with a problem, in the form's order, so a keyboard or screen
 * reader user lands on what to fix (the fields' ids are `${formId}-${field}`).
 */
export function focusFirstField(formId: string, problems: Readonly<Record<string, unknown>>): void {
  const first = Object.keys(problems).find((field) => problems[field] !== undefined);
  if (!first) return;
  // After React has rendered the error under the field.
  requestAnimationFrame(() => document.getElementById(`${formId}-${first}`)?.focus());
}
