/**
 * The heart button's rules (shell spec §2.3 favourites, §7 likes "offset"): which products the
 * shopper has hearted is read once from the likes list, page by page at the API's page size, and
 * a click toggles one product, except right after a guest signed in to heart it (the like is then
 * applied, never undone because it existed already).
 */

/** The offsets of the pages after the first; bounded so a huge list cannot loop for ever. */
export function remainingLikeOffsets(
  first: { readonly limit: number; readonly total: number },
  maxPages = 20,
): number[] {
  const limit = Math.max(1, Math.floor(first.limit));
  const pages = Math.min(maxPages, Math.ceil(Math.max(0, first.total) / limit));
  const offsets: number[] = [];
  for (let page = 1; page < pages; page += 1) offsets.push(page * limit);
  return offsets;
}

/**
 * What a click does: a signed-in shopper's click toggles; a guest's click (answered by signing in)
 * asks to heart, so a product already among the likes stays hearted and nothing is sent.
 */
export function heartIntent(hearted: boolean, signedInForIt: boolean): 'like' | 'unlike' | 'none' {
  if (signedInForIt) return hearted ? 'none' : 'like';
  return hearted ? 'unlike' : 'like';
}

/** The hearted ids once one product is liked or unliked (newest first, no duplicates). */
export function withHeart(
  ids: readonly string[],
  productId: string,
  liked: boolean,
): readonly string[] {
  const others = ids.filter((id) => id !== productId);
  return liked ? [productId, ...others] : others;
}
