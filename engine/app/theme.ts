import type { ResolvedTheme } from '../config/generated/resolved.ts';
import type { DeepReadonly } from '../config/merge.ts';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A CSS value from config cannot close the rule or the style element. */
const safe = (value: string) => value.replace(/[<>{};]/g, '');

const cssByTheme = new WeakMap<object, string>();

/** The brand's theme tokens as CSS custom properties on :root (plain CSS reads them). */
export function themeCss(theme: DeepReadonly<ResolvedTheme>): string {
  let css = cssByTheme.get(theme);
  if (css === undefined) cssByTheme.set(theme, (css = buildThemeCss(theme)));
  return css;
}

function buildThemeCss(theme: DeepReadonly<ResolvedTheme>): string {
  const vars: string[] = [];
  for (const [name, value] of Object.entries(theme.colors))
    vars.push(`--sf-color-${kebab(name)}:${safe(value)}`);
  vars.push(
    `--sf-font-body:${safe(theme.fonts.body)}`,
    `--sf-font-heading:${safe(theme.fonts.heading)}`,
  );
  vars.push(`--sf-radius:${theme.radius}px`);
  for (const step of [1, 2, 3, 4]) vars.push(`--sf-space-${step}:${theme.spacingUnit * step}px`);
  return `:root{${vars.join(';')}}`;
}
