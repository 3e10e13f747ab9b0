import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../engine/config/validate.ts';

/**
 * Issue 4 §7, "fonts never shift the layout": the engine ships no web fonts today (brand themes
 * name font stacks whose first choices are installed fonts, with system fallbacks). Any @font-face
 * added later must not block or swap text late without a plan: font-display optional or swap.
 */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return /\.(css|tsx?)$/.test(entry.name) ? [path] : [];
  });
}

describe('web fonts (issue 4 §7)', () => {
  it('every @font-face of the engine sets font-display to optional or swap', () => {
    const faces = sources(join(REPO_ROOT, 'engine')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@font-face\s*\{[^}]*\}/g)].map((match) => ({
        file,
        rule: match[0],
      })),
    );
    for (const face of faces)
      expect(face.rule, face.file).toMatch(/font-display:\s*(optional|swap)/);
  });

  it('brand themes load no font files: font stacks only', () => {
    const brandsDir = join(REPO_ROOT, 'brand-configs');
    for (const folder of readdirSync(brandsDir)) {
      const brand = JSON.parse(readFileSync(join(brandsDir, folder, 'brand.json'), 'utf8')) as {
        theme?: { fonts?: Record<string, string> };
      };
      for (const stack of Object.values(brand.theme?.fonts ?? {})) {
        expect(stack).not.toMatch(/url\(|@import|\.woff/);
        // A generic family last, so text renders at once with an installed font.
        expect(stack).toMatch(/(serif|sans-serif|monospace|system-ui)\s*$/);
      }
    }
  });
});
