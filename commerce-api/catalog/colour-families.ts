import { PALETTES } from '../seed/colours.ts';

/**
 * The colorway facet (catalogue spec §3) groups colours into families ('Navy' and 'Cobalt' are
 * both 'Blue'). Colour codes are unique across the catalogue's palettes (seed/colours.ts), so the
 * family follows from the code; a colour outside the palettes is its own family.
 */
export const COLOUR_FAMILIES_JSON = JSON.stringify(
  Object.fromEntries(
    Object.values(PALETTES)
      .flat()
      .map((colour) => [colour.code, colour.family]),
  ),
);
