import { mediaKindOf } from './media-types.ts';
import type { ReviewLimits } from './review-limits.ts';

/** One review form field (catalogue spec §3 Review form fields: the template attributes). */
export interface FieldTemplate {
  readonly Id: ReviewFieldId;
  readonly Label: string;
  readonly Required: boolean;
  readonly Type:
    | 'Email'
    | 'TextInput'
    | 'TextArea'
    | 'SelectInput'
    | 'BooleanInput'
    | 'RatingInput'
    | 'PhotoUpload'
    | 'VideoUpload';
  readonly Value: string | number | boolean | null;
  readonly Options: readonly { Value: string | number | boolean; Label: string }[] | null;
  /** Characters for text; for uploads, the number of files. */
  readonly MinLength: number | null;
  readonly MaxLength: number | null;
  readonly Default: string | number | boolean | null;
}

/**
 * The known field ids (catalogue spec §3) as the submission body names them: email, review text,
 * review title, user nickname, size normally worn, size purchased, user location, fit,
 * is-recommended, height feet, height inches, rating stars, photo upload (and video upload).
 */
export type ReviewFieldId =
  | 'email'
  | 'reviewText'
  | 'reviewTitle'
  | 'userNickname'
  | 'sizeNormallyWorn'
  | 'sizePurchased'
  | 'userLocation'
  | 'fit'
  | 'isRecommended'
  | 'heightFeet'
  | 'heightInches'
  | 'rating'
  | 'photoUpload'
  | 'videoUpload';

/** The review body key each template checks; uploads carry lists of media ids. */
export const BODY_KEY: Record<ReviewFieldId, string> = {
  email: 'email',
  reviewText: 'reviewText',
  reviewTitle: 'reviewTitle',
  userNickname: 'userNickname',
  sizeNormallyWorn: 'sizeNormallyWorn',
  sizePurchased: 'sizePurchased',
  userLocation: 'userLocation',
  fit: 'fit',
  isRecommended: 'isRecommended',
  heightFeet: 'heightFeet',
  heightInches: 'heightInches',
  rating: 'rating',
  photoUpload: 'photos',
  videoUpload: 'videos',
};

/** The minimum review text length is the template's (catalogue spec §5); this template's is 50. */
const REVIEW_TEXT_MIN_LENGTH = 50;

const SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '1X', '2X', '3X'];
const FIT = [
  { Value: 'runs-small', Label: 'Runs small' },
  { Value: 'true-to-size', Label: 'True to size' },
  { Value: 'runs-large', Label: 'Runs large' },
];

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => ({
    Value: from + index,
    Label: String(from + index),
  }));

const labelled = (values: readonly string[]) =>
  values.map((value) => ({ Value: value, Label: value }));

function field(
  Id: ReviewFieldId,
  Label: string,
  Type: FieldTemplate['Type'],
  rest: Partial<Omit<FieldTemplate, 'Id' | 'Label' | 'Type'>> = {},
): FieldTemplate {
  return {
    Id,
    Label,
    Type,
    Required: false,
    Value: null,
    Options: null,
    MinLength: null,
    MaxLength: null,
    Default: null,
    ...rest,
  };
}

/**
 * The review form's templates. The text maximum is the site's limit; photo and video counts are
 * the site's media limits; height and fit options are limited lists (catalogue spec §5). The
 * signed-in shopper's email is the email field's default, used when a submission leaves it out.
 */
export function reviewFormFields(
  limits: ReviewLimits,
  accountEmail: string | undefined,
): FieldTemplate[] {
  const images = limits.acceptedMediaTypes.filter((type) => mediaKindOf(type) === 'image');
  const videos = limits.acceptedMediaTypes.filter((type) => mediaKindOf(type) === 'video');
  return [
    field('rating', 'Overall rating', 'RatingInput', { Required: true, Options: range(1, 5) }),
    field('reviewTitle', 'Review title', 'TextInput', {
      Required: true,
      MinLength: 1,
      MaxLength: 50,
    }),
    field('reviewText', 'Review', 'TextArea', {
      Required: true,
      MinLength: REVIEW_TEXT_MIN_LENGTH,
      MaxLength: limits.textMaxLength,
    }),
    field('userNickname', 'Nickname', 'TextInput', {
      Required: true,
      MinLength: 4,
      MaxLength: 25,
    }),
    field('email', 'Email', 'Email', { MaxLength: 254, Default: accountEmail ?? null }),
    field('userLocation', 'Location', 'TextInput', { MaxLength: 50 }),
    field('sizeNormallyWorn', 'Size normally worn', 'SelectInput', { Options: labelled(SIZES) }),
    field('sizePurchased', 'Size purchased', 'SelectInput', { Options: labelled(SIZES) }),
    field('fit', 'Fit', 'SelectInput', { Options: FIT }),
    field('isRecommended', 'Would you recommend this product?', 'BooleanInput', {
      Options: [
        { Value: true, Label: 'Yes' },
        { Value: false, Label: 'No' },
      ],
    }),
    field('heightFeet', 'Height (feet)', 'SelectInput', { Options: range(4, 7) }),
    field('heightInches', 'Height (inches)', 'SelectInput', { Options: range(0, 11) }),
    field('photoUpload', 'Add photos', 'PhotoUpload', {
      MaxLength: limits.maxImages,
      Options: labelled(images),
    }),
    field('videoUpload', 'Add a video', 'VideoUpload', {
      MaxLength: limits.maxVideos,
      Options: labelled(videos),
    }),
  ];
}
