/**
 * A wish list's name (catalogue spec §3 Wish list names none; designed with the API,
 * schemas/api/wishlists/name): what the shopper typed, its edges trimmed and inner runs of spaces
 * made one, from 1 to 50 characters, unlike any other of their lists' names (the API answers 409
 * WISHLIST_NAME_TAKEN; compared without case). Kept here rather than in the shared rules, whose
 * table every page's first load carries; tests/unit/api/shared-rules.test.ts holds the two equal.
 */
export type WishlistNameProblem = 'required' | 'tooLong' | 'taken';

export const WISHLIST_NAME_MAX = 50;

export function cleanWishlistName(typed: string): string {
  return typed.replace(/\s+/gu, ' ').trim();
}

export function wishlistNameProblem(
  typed: string,
  otherNames: readonly string[],
): WishlistNameProblem | undefined {
  const name = cleanWishlistName(typed);
  if (name.length === 0) return 'required';
  if ([...name].length > WISHLIST_NAME_MAX) return 'tooLong';
  const folded = name.toLocaleLowerCase();
  if (otherNames.some((other) => other.toLocaleLowerCase() === folded)) return 'taken';
  return undefined;
}
