import { describe, expect, it } from 'vitest';
import type { FieldTemplate } from '../../../../engine/domain/reviews/review-form.ts';
import {
  REVIEW_TEXT_MAX_DEFAULT,
  checkReviewForm,
  initialValues,
  maxLengthOf,
  problemsFromApi,
  reviewSubmission,
} from '../../../../engine/domain/reviews/review-form.ts';

const field = (Id: string, Type: string, rest: Partial<FieldTemplate> = {}): FieldTemplate => ({
  Id,
  Label: Id,
  Type,
  Required: false,
  Value: null,
  Options: null,
  MinLength: null,
  MaxLength: null,
  Default: null,
  ...rest,
});

// The templates as the API serves them (commerce-api/reviews/form-fields.ts), in brief.
const TEMPLATES: FieldTemplate[] = [
  field('rating', 'RatingInput', {
    Required: true,
    Options: [1, 2, 3, 4, 5].map((value) => ({ Value: value, Label: String(value) })),
  }),
  field('reviewTitle', 'TextInput', { Required: true, MinLength: 1, MaxLength: 50 }),
  field('reviewText', 'TextArea', { Required: true, MinLength: 50 }),
  field('userNickname', 'TextInput', { Required: true, MinLength: 4, MaxLength: 25 }),
  field('email', 'Email', { MaxLength: 254, Default: 'shopper@example.com' }),
  field('fit', 'SelectInput', {
    Options: [
      { Value: 'runs-small', Label: 'Runs small' },
      { Value: 'true-to-size', Label: 'True to size' },
    ],
  }),
  field('isRecommended', 'BooleanInput', {
    Options: [
      { Value: true, Label: 'Yes' },
      { Value: false, Label: 'No' },
    ],
  }),
  field('heightFeet', 'SelectInput', {
    Options: [4, 5, 6, 7].map((value) => ({ Value: value, Label: String(value) })),
  }),
  field('photoUpload', 'PhotoUpload', { MaxLength: 6 }),
  field('videoUpload', 'VideoUpload', { MaxLength: 1 }),
];

const TEXT = 'A lovely dress that fits well and washes without trouble, I wear it weekly.';
const VALID = {
  rating: '5',
  reviewTitle: 'Lovely',
  reviewText: TEXT,
  userNickname: 'Jo Reader',
  email: 'shopper@example.com',
};
const NO_MEDIA = { photos: [], videos: [] };

describe('review form fields (catalogue spec §3 review form fields, §5 review text)', () => {
  it('starts from Value or Default: the signed-in email', () => {
    expect(initialValues(TEMPLATES)).toMatchObject({ email: 'shopper@example.com', rating: '' });
    expect(initialValues(TEMPLATES)).not.toHaveProperty('photoUpload');
  });

  it('the review text allows 500 characters unless the template says otherwise', () => {
    expect(REVIEW_TEXT_MAX_DEFAULT).toBe(500);
    expect(maxLengthOf(field('reviewText', 'TextArea'))).toBe(500);
    expect(maxLengthOf(field('reviewText', 'TextArea', { MaxLength: 800 }))).toBe(800);
    expect(maxLengthOf(field('userLocation', 'TextInput'))).toBeNull();
  });

  it('a complete form has no problem', () => {
    expect(checkReviewForm(TEMPLATES, VALID, NO_MEDIA)).toEqual({});
  });

  it.each([
    ['rating left out (required by the template)', { rating: '' }, 'rating', { code: 'required' }],
    ['title of spaces', { reviewTitle: '   ' }, 'reviewTitle', { code: 'required' }],
    [
      'text under the template minimum',
      { reviewText: 'Too short.' },
      'reviewText',
      { code: 'minLength', min: 50 },
    ],
    [
      'text over 500',
      { reviewText: 'x'.repeat(501) },
      'reviewText',
      { code: 'maxLength', max: 500 },
    ],
    [
      'nickname over 25',
      { userNickname: 'n'.repeat(26) },
      'userNickname',
      { code: 'maxLength', max: 25 },
    ],
    ['nickname under 4', { userNickname: 'Jo' }, 'userNickname', { code: 'minLength', min: 4 }],
    ['a rating outside its options', { rating: '9' }, 'rating', { code: 'option' }],
    ['a fit outside its options (limited)', { fit: 'baggy' }, 'fit', { code: 'option' }],
    [
      'a height outside its options (limited)',
      { heightFeet: '9' },
      'heightFeet',
      { code: 'option' },
    ],
    ['an email without a domain', { email: 'shopper@' }, 'email', { code: 'email' }],
  ])('%s', (_name, change, id, problem) => {
    const problems = checkReviewForm(TEMPLATES, { ...VALID, ...change }, NO_MEDIA);
    expect(problems).toEqual({ [id]: problem });
  });

  it('exactly 500 characters pass; emoji count as one character each', () => {
    expect(checkReviewForm(TEMPLATES, { ...VALID, reviewText: 'x'.repeat(500) }, NO_MEDIA)).toEqual(
      {},
    );
    expect(checkReviewForm(TEMPLATES, { ...VALID, reviewText: '🌼'.repeat(50) }, NO_MEDIA)).toEqual(
      {},
    );
  });

  it.each([
    [
      { photos: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], videos: [] },
      { photoUpload: { code: 'maxItems', max: 6 } },
    ],
    [{ photos: [], videos: ['a', 'b'] }, { videoUpload: { code: 'maxItems', max: 1 } }],
    [{ photos: ['a', 'b', 'c', 'd', 'e', 'f'], videos: ['v'] }, {}],
  ])('media %j: %j (§5: 6 images, 1 video)', (media, problems) => {
    expect(checkReviewForm(TEMPLATES, VALID, media)).toEqual(problems);
  });
});

describe('the review body (catalogue spec §7 Reviews POST)', () => {
  it('sends options in their own type, text trimmed, media ids, nothing empty', () => {
    expect(
      reviewSubmission(
        TEMPLATES,
        {
          ...VALID,
          reviewTitle: '  Lovely  ',
          fit: 'runs-small',
          isRecommended: 'true',
          heightFeet: '5',
          userNickname: 'Jo Reader',
        },
        { photos: ['p1'], videos: [] },
      ),
    ).toEqual({
      rating: 5,
      reviewTitle: 'Lovely',
      reviewText: TEXT,
      userNickname: 'Jo Reader',
      email: 'shopper@example.com',
      fit: 'runs-small',
      isRecommended: true,
      heightFeet: 5,
      photos: ['p1'],
    });
  });

  it("puts the API's field errors at their fields; photos at the photo upload", () => {
    expect(
      problemsFromApi(TEMPLATES, [
        { field: 'reviewText', message: 'reviewText must be at least 50 characters' },
        { field: 'photos', message: 'photos can hold at most 6' },
        { field: 'merchandiseClass', message: 'unknown class' },
      ]),
    ).toEqual({
      reviewText: { code: 'server', message: 'reviewText must be at least 50 characters' },
      photoUpload: { code: 'server', message: 'photos can hold at most 6' },
      form: { code: 'server', message: 'unknown class' },
    });
  });
});
