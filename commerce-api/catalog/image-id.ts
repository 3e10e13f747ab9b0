/**
 * Product image names (catalogue spec §3: tile images are built from styleNumber, colour code and
 * view code). The image route serves `/images/{brandId}/{styleNumber}_{colorCode}_{view}`
 * (routes/images.ts); the catalogue hands out the names, the engine adds width, quality, format.
 */
export const STYLE_NUMBER = '[A-Z]{2,4}-[0-9]+-[0-9]{3}(?:-[0-9]{3})?';
export const COLOR_CODE = '[A-Za-z0-9]{1,8}';
export const VIEW_CODE = '[a-z0-9]{1,8}';

export const IMAGE_NAME = new RegExp(`^(${STYLE_NUMBER})_(${COLOR_CODE})_(${VIEW_CODE})$`);

/** Gallery views of every colour, in gallery order; the video view goes second on the page. */
export const GALLERY_VIEWS = ['b', 'a', 'c', 'd', 'e'] as const;
/** The swatch view: a small square chip of the colour. */
export const SWATCH_VIEW = 's';

export function imageName(styleNumber: string, colorCode: string, view: string): string {
  return `${styleNumber}_${colorCode}_${view}`;
}

export function parseImageName(
  name: string,
): { styleNumber: string; colorCode: string; view: string } | undefined {
  const match = IMAGE_NAME.exec(name);
  if (!match) return undefined;
  return { styleNumber: match[1]!, colorCode: match[2]!, view: match[3]! };
}
