/**
 * The content page of a product's size guide (catalogue spec §3 sizeGuide; §7 size guide content
 * by slug): `size-guide-{guide}`, for a guide name that is a slug. Anything else (hostile product
 * data, a path) has no page. Pure.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function sizeGuidePageSlug(guide: unknown): string | undefined {
  if (typeof guide !== 'string' || guide.length > 60 || !SLUG.test(guide)) return undefined;
  return `size-guide-${guide}`;
}
