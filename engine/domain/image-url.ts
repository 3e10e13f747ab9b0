/**
 * Product image URLs, built from style number, colour code and view (the catalogue's image id
 * "{styleNumber}_{colorCode}_{view}") with width, quality and format (catalogue spec §3, §9).
 */
export interface ImageRequest {
  readonly brandId: string;
  readonly imageId: string;
  readonly width: number;
  readonly quality: number;
  readonly format?: 'jpeg' | 'png' | 'gif' | 'webp';
}

export function productImageUrl({
  brandId,
  imageId,
  width,
  quality,
  format = 'webp',
}: ImageRequest): string {
  // An absolute or site-relative URL is already an address, not an image id.
  if (/^(https?:)?\//.test(imageId)) return imageId;
  const query = new URLSearchParams({ width: String(width), quality: String(quality), format });
  return `/api/images/${encodeURIComponent(brandId)}/${encodeURIComponent(imageId)}?${query}`;
}
