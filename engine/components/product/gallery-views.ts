/** One view of a product's gallery: an image, or the video (shown by its poster frame). */
export interface GalleryView {
  readonly id: string;
  readonly kind: 'image' | 'video';
}

/**
 * The gallery's views of a colour: its images with the first video in second position (catalogue
 * spec §2 "Product gallery puts the video view in second position").
 */
export function galleryViews(images: readonly string[], videos: readonly string[]): GalleryView[] {
  const views: GalleryView[] = images.map((id) => ({ id, kind: 'image' }));
  const video = videos[0];
  if (video) views.splice(Math.min(1, views.length), 0, { id: video, kind: 'video' });
  return views;
}
