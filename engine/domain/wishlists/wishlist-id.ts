/**
 * A wish list's id as the /wishlist/{id} path gives it (hostile: anyone may type or share any
 * path). The API's ids are UUIDs; anything else is a page not found without asking the API.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

export function isWishlistId(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}
