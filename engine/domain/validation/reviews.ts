import { allNonEmptyStrings, isNonEmptyString } from './primitives.ts';

/** Review submission: a productId or a merchandise class (catalogue spec §5). */
export function isValidReviewSubmission(params: {
  productId?: unknown;
  merchandiseClass?: unknown;
}): boolean {
  return isNonEmptyString(params.productId) || isNonEmptyString(params.merchandiseClass);
}

/** Review upload: productId, merchandise class and a file (catalogue spec §5). */
export function isValidReviewUpload(params: {
  productId?: unknown;
  merchandiseClass?: unknown;
  file?: unknown;
}): boolean {
  return (
    allNonEmptyStrings([params.productId, params.merchandiseClass]) &&
    typeof Blob !== 'undefined' &&
    params.file instanceof Blob &&
    params.file.size > 0
  );
}
