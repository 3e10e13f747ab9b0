/**
 * A star rating drawn for the eye, read as text by a screen reader (issue 11: rating as text):
 * the stars are hidden from assistive technology and the label says the rating.
 */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const filled = Math.round(Math.min(5, Math.max(0, rating)));
  return (
    <span className="sf-stars">
      <span aria-hidden="true">{'★'.repeat(filled) + '☆'.repeat(5 - filled)}</span>
      <span className="sf-visually-hidden">{label}</span>
    </span>
  );
}
