import { describe, expect, it } from 'vitest';
import { placeholderSvg } from '../../../commerce-api/catalog/images/placeholder.ts';
import { SILHOUETTES, silhouetteOf } from '../../../commerce-api/catalog/images/silhouettes.ts';
import { KINDS } from '../../../commerce-api/seed/kinds.ts';

// Issue 11 "Demo data a shopper believes": placeholder images drawn per product kind (a plant, a
// mug, a chair, a dress), not one dress silhouette for everything.

describe('what a product picture shows, by merchandise class', () => {
  it('every kind of the demo catalogue has its own drawing', () => {
    const missing = Object.values(KINDS)
      .map((kind) => kind.merchandiseClass)
      .filter((merchandiseClass) => !(merchandiseClass in SILHOUETTES));
    expect(missing).toEqual([]);
  });

  it.each([
    ['plants', 'Houseplants', 'plant'],
    ['mugs', 'Mugs & Cups', 'mug'],
    ['chairs', 'Accent Chairs', 'chair'],
    ['dresses', 'Dresses', 'dress'],
  ])('%s (%s) are drawn as a %s', (_name, label, drawing) => {
    const kind = Object.values(KINDS).find((candidate) => candidate.label === label);
    expect(kind, label).toBeDefined();
    expect(silhouetteOf(kind!.merchandiseClass)).toBe(drawing);
  });

  it('an unknown class gets a plain box, not a dress', () => {
    expect(silhouetteOf('NO_SUCH_CLASS')).toBe('box');
    expect(silhouetteOf(undefined)).toBe('box');
  });

  it('the same product, colour and view always draw the same picture; kinds draw differently', () => {
    const mug = placeholderSvg('AN-4130921-001', '041', 'b', 698, 1046, 'TABLETOP');
    expect(placeholderSvg('AN-4130921-001', '041', 'b', 698, 1046, 'TABLETOP')).toBe(mug);
    expect(placeholderSvg('AN-4130921-001', '041', 'b', 698, 1046, 'LIVE_PLANTS')).not.toBe(mug);
    expect(placeholderSvg('AN-4130921-001', '041', 'c', 698, 1046, 'TABLETOP')).not.toBe(mug);
  });
});
