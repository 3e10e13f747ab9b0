/** The cart badge's text: the count, or "{max}+" above the maximum (shell spec §9: 99+ above 99). */
export function cartBadge(count: number, max: number): string {
  return count > max ? `${max}+` : String(Math.max(0, Math.trunc(count)));
}
