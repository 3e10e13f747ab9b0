/**
 * Review photos and videos checked in the browser before a byte is sent (catalogue spec §5 review
 * media: at most 6 images of 10 MB each and 1 video of 100 MB; accepted types png, gif, jpg, jpeg,
 * heic, tiff, 3gp, 3g2, asf, avi, dv, flv, mov, mp4, mpeg, mpg, qt, wmv). The limits are the
 * site's limits.reviews; the server checks again, content included (DESIGN §8).
 */
export type MediaKind = 'image' | 'video';

const IMAGE_TYPES = new Set(['png', 'gif', 'jpg', 'jpeg', 'heic', 'tiff']);
const VIDEO_TYPES = new Set([
  '3gp',
  '3g2',
  'asf',
  'avi',
  'dv',
  'flv',
  'mov',
  'mp4',
  'mpeg',
  'mpg',
  'qt',
  'wmv',
]);

export interface MediaLimits {
  readonly maxImages: number;
  readonly maxImageBytes: number;
  readonly maxVideos: number;
  readonly maxVideoBytes: number;
  readonly acceptedMediaTypes: readonly string[];
}

export const MEDIA_DEFAULTS: MediaLimits = {
  maxImages: 6,
  maxImageBytes: 10 * 1024 * 1024,
  maxVideos: 1,
  maxVideoBytes: 100 * 1024 * 1024,
  acceptedMediaTypes: [...IMAGE_TYPES, ...VIDEO_TYPES],
};

/** The lower-case extension of a file name ("photo.JPG" -> "jpg"), or "". */
export function extensionOf(name: string): string {
  return /\.([A-Za-z0-9]{1,5})$/.exec(name)?.[1]?.toLowerCase() ?? '';
}

export function mediaKindOf(extension: string): MediaKind | undefined {
  if (IMAGE_TYPES.has(extension)) return 'image';
  if (VIDEO_TYPES.has(extension)) return 'video';
  return undefined;
}

/** The site's accepted extensions of a kind, for the file input's accept attribute and messages. */
export function acceptedOf(kind: MediaKind, limits: MediaLimits): string[] {
  return limits.acceptedMediaTypes.filter((type) => mediaKindOf(type) === kind);
}

export type MediaProblem =
  | { readonly code: 'type'; readonly file: string; readonly accepted: readonly string[] }
  | { readonly code: 'empty'; readonly file: string }
  | { readonly code: 'size'; readonly file: string; readonly maxBytes: number }
  | {
      readonly code: 'count';
      readonly file: string;
      readonly max: number;
      readonly kind: MediaKind;
    };

export interface ChosenFile {
  readonly name: string;
  readonly size: number;
}

/**
 * Sorts the files a shopper picked into those to upload and those refused, each refusal naming
 * the file and the limit it broke. `held` is what the review already has of each kind.
 */
export function checkMediaFiles<File extends ChosenFile>(
  files: readonly File[],
  held: { readonly image: number; readonly video: number },
  limits: MediaLimits,
): { accepted: { file: File; kind: MediaKind }[]; problems: MediaProblem[] } {
  const counts = { ...held };
  const accepted: { file: File; kind: MediaKind }[] = [];
  const problems: MediaProblem[] = [];
  for (const file of files) {
    const extension = extensionOf(file.name);
    const kind = mediaKindOf(extension);
    if (!kind || !limits.acceptedMediaTypes.includes(extension)) {
      problems.push({ code: 'type', file: file.name, accepted: limits.acceptedMediaTypes });
      continue;
    }
    if (file.size <= 0) {
      problems.push({ code: 'empty', file: file.name });
      continue;
    }
    const maxBytes = kind === 'image' ? limits.maxImageBytes : limits.maxVideoBytes;
    if (file.size > maxBytes) {
      problems.push({ code: 'size', file: file.name, maxBytes });
      continue;
    }
    const max = kind === 'image' ? limits.maxImages : limits.maxVideos;
    if (counts[kind] >= max) {
      problems.push({ code: 'count', file: file.name, max, kind });
      continue;
    }
    counts[kind] += 1;
    accepted.push({ file, kind });
  }
  return { accepted, problems };
}

/** Megabytes as a shopper reads them (10485760 -> "10 MB"). */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
