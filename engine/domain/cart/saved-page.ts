/**
 * The saved-for-later page in the cart's URL (?savedPage=2; catalogue spec §3 "Save-for-later
 * page size is 6"), so a shared or reloaded URL opens the same page. The query is hostile (DESIGN
 * §8): anything but a whole number from 1 to 999 is the first page.
 */
export function savedPageOf(value: string | null | undefined): number {
  return value && /^[1-9]\d{0,2}$/.test(value) ? Number(value) : 1;
}
