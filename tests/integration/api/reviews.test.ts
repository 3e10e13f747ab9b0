import sharp from 'sharp';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiBrandConfig } from '../../../commerce-api/brands.ts';
import { CHUNK_BYTES } from '../../../commerce-api/reviews/media-store.ts';
import { guest, insertProduct, insertReview, signedIn } from './fixtures/registry.ts';
import type { FixtureProduct } from './fixtures/registry.ts';
import { streamUpload } from './fixtures/uploads.ts';
import { loadBrands, startApi } from './harness.ts';
import type { TestApi, TestClient } from './harness.ts';

let api: TestApi;
/** A second server whose an-us site has smaller review limits, to show they come from config. */
let small: TestApi;

interface Review {
  id: string;
  rating: number;
  title: string;
  reviewText: string;
  userNickname: string;
  badges: string[];
  submissionTime: string;
  photos: { id: string; sizes: { normal: { url: string } } }[];
  videos: { videoId: string; url: string }[];
  contextData: Record<string, unknown>;
  isRecommended: boolean | null;
}

interface ReviewPage {
  product: {
    productId: string;
    reviewStatistics: { averageOverallRating: number; totalReviewCount: number };
    topRated: boolean;
  };
  results: Review[];
  totalResults: number;
  offset: number;
  limit: number;
  sort: string;
  filters: { available: { rating: { value: number; count: number }[] } };
}

interface ErrorReply {
  code: string;
  message: string;
  field_errors?: { field: string; code: string }[];
}

const fieldErrors = (body: unknown) => (body as ErrorReply).field_errors ?? [];
const fields = (body: unknown) => fieldErrors(body).map((entry) => entry.field);

const reviewsOf = (productId: string, query = '', site = 'an-us') =>
  `/review/v0/${site}/products/${productId}/reviews${query}`;

const TEXT = 'This dress is lovely: the fabric is soft, it hangs well and it washes fine.';

const goodReview = {
  rating: 5,
  reviewTitle: 'Lovely',
  reviewText: TEXT,
  userNickname: 'Dress fan',
  userLocation: 'Philadelphia',
  sizePurchased: 'M',
  sizeNormallyWorn: 'M',
  fit: 'true-to-size',
  isRecommended: true,
  heightFeet: 5,
  heightInches: 6,
};

/** A real picture in each still format sharp writes, so file-type sees what a phone sends. */
const picture = (format: 'png' | 'gif' | 'jpeg' | 'tiff') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#1f2a44' } })
    .toFormat(format)
    .toBuffer();

/** Files whose first bytes are what their extension says (catalogue spec §5 media types). */
const pad = (head: number[] | string, size = 64) => {
  const start = typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head);
  return Buffer.concat([start, Buffer.alloc(Math.max(0, size - start.length), 7)]);
};
const ftyp = (brand: string) => pad([0, 0, 0, 0x18, ...Buffer.from(`ftyp${brand}`, 'latin1')]);
const FILES: Record<string, Buffer> = {
  png: await picture('png'),
  gif: await picture('gif'),
  jpg: await picture('jpeg'),
  jpeg: await picture('jpeg'),
  heic: ftyp('heic'),
  tiff: await picture('tiff'),
  mp4: ftyp('isom'),
  mov: ftyp('qt  '),
  qt: pad([0, 0, 0, 8, ...Buffer.from('moov', 'latin1')]),
  '3gp': ftyp('3gp4'),
  '3g2': ftyp('3g2a'),
  avi: pad('RIFF\x10\0\0\0AVI LIST'),
  wmv: pad(Buffer.from('3026b2758e66cf11a6d900aa0062ce6c', 'hex').toString('latin1')),
  asf: pad(Buffer.from('3026b2758e66cf11a6d900aa0062ce6c', 'hex').toString('latin1')),
  flv: pad('FLV\x01\x05'),
  mpeg: pad([0, 0, 1, 0xba]),
  mpg: pad([0, 0, 1, 0xb3]),
  dv: pad([0x1f, 0x07, 0x00, 0x3f]),
};

function form(
  name: string,
  bytes: Buffer,
  { type = '', merchandiseClass = 'dresses' as string | null } = {},
): FormData {
  const data = new FormData();
  if (merchandiseClass !== null) data.append('merchandise-class', merchandiseClass);
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

async function upload(
  client: TestClient,
  productId: string,
  kind: 'images' | 'videos',
  data: FormData,
  site = 'an-us',
) {
  return client.post<{ id: string; url: string }>(
    `/review/v0/${site}/products/${productId}/${kind}`,
    data,
  );
}

function smallerLimits(): ApiBrandConfig[] {
  return loadBrands().map((brand) => {
    if (brand.id !== 'anthropologie') return brand;
    const copy = structuredClone(brand) as ApiBrandConfig;
    const site = Object.values(copy.sites).find((entry) => entry.id === 'an-us')!;
    Object.assign(site.limits.reviews, {
      perPage: 2,
      textMaxLength: 80,
      maxImageBytes: 1000,
      maxVideoBytes: 2000,
      maxImages: 2,
    });
    return copy;
  });
}

// Two servers, each validating the brand configs and migrating its own database: more than the
// default hook time on a busy machine.
beforeAll(async () => {
  api = await startApi();
  small = await startApi({ brands: smallerLimits() });
}, 60_000);
afterAll(async () => {
  await Promise.all([api.close(), small.close()]);
});

describe('review list (catalogue spec §7 Reviews, §3 Review, §9: 5 per page, newest first)', () => {
  let product: FixtureProduct;
  const ratings = [5, 4, 5, 3, 5, 2, 1];
  const day = (index: number) => new Date(Date.UTC(2024, 0, 1 + index));

  beforeAll(async () => {
    product = await insertProduct(api.db);
    for (const [index, rating] of ratings.entries()) {
      await insertReview(api.db, product.id, {
        rating,
        submittedAt: day(index),
        badges: index === 6 ? ['top100', 'incentivized', 'employee', 'expert', 'top50'] : [],
        photos:
          index === 2
            ? [
                {
                  id: 'p1',
                  caption: '',
                  sizes: { thumbnail: { url: '/p1?width=100' }, normal: { url: '/p1?width=640' } },
                },
              ]
            : [],
        fields: { isRecommended: rating >= 4, email: 'secret@example.com' },
      });
    }
    await insertReview(api.db, product.id, { rating: 1, submittedAt: day(9), status: 'pending' });
  });

  it('answers a page of the default size, newest first, with the statistics of all reviews', async () => {
    const response = await api.client().get<ReviewPage>(reviewsOf(product.id));
    expect(response.status).toBe(200);
    expect(response.body.results.map((review) => review.rating)).toEqual([1, 2, 5, 3, 5]);
    expect(response.body).toMatchObject({
      totalResults: 7,
      offset: 0,
      limit: 5,
      sort: 'SubmissionTime:desc',
      product: {
        productId: product.id,
        reviewStatistics: { averageOverallRating: 3.57, totalReviewCount: 7 },
        topRated: false,
      },
    });
    expect(response.body.filters.available.rating).toContainEqual({ value: 5, count: 3 });
    expect(JSON.stringify(response.body)).not.toContain('secret@example.com');
  });

  it('shows badges in the display order incentivized, expert, employee, top50, top100', async () => {
    const response = await api.client().get<ReviewPage>(reviewsOf(product.id));
    expect(response.body.results[0]?.badges).toEqual([
      'incentivized',
      'expert',
      'employee',
      'top50',
      'top100',
    ]);
  });

  it('pages with offset and limit; a page past the end is 404 "No reviews found"', async () => {
    const second = await api.client().get<ReviewPage>(reviewsOf(product.id, '?offset=5'));
    expect(second.body.results.map((review) => review.rating)).toEqual([4, 5]);
    const two = await api.client().get<ReviewPage>(reviewsOf(product.id, '?offset=1&limit=2'));
    expect(two.body.results.map((review) => review.rating)).toEqual([2, 5]);
    expect(await api.client().get(reviewsOf(product.id, '?offset=7'))).toMatchObject({
      status: 404,
      body: { message: 'No reviews found' },
    });
  });

  it.each([
    ['Rating:desc', [5, 5, 5, 4, 3]],
    ['Rating:asc', [1, 2, 3, 4, 5]],
    ['SubmissionTime:asc', [5, 4, 5, 3, 5]],
  ])('sorts by %s', async (sort, expected) => {
    const response = await api.client().get<ReviewPage>(reviewsOf(product.id, `?sort=${sort}`));
    expect(response.body.results.map((review) => review.rating)).toEqual(expected);
  });

  it.each([
    ['?filter=rating:5', 3],
    ['?filter=rating:4,5', 4],
    ['?filter=hasMedia:true', 1],
    ['?filter=hasMedia:false', 6],
    ['?filter=rating:5&filter=hasMedia:true', 1],
    ['?filter=rating:5,hasMedia:true', 1],
    ['?filter=isRecommended:true', 4],
    ['?filter=badge:expert', 1],
  ])('filters %s', async (query, total) => {
    const response = await api.client().get<ReviewPage>(reviewsOf(product.id, query));
    expect(response.status).toBe(200);
    expect(response.body.totalResults).toBe(total);
    expect(response.body.product.reviewStatistics.totalReviewCount).toBe(7);
  });

  it('a filter matching nothing is 404 "No reviews found"', async () => {
    const response = await api.client().get(reviewsOf(product.id, '?filter=rating:5,badge:expert'));
    expect(response).toMatchObject({ status: 404, body: { message: 'No reviews found' } });
  });

  it.each([
    ['?filter=color:red', 'filter'],
    ['?filter=rating:6', 'filter'],
    ['?filter=hasMedia:maybe', 'filter'],
    ['?filter=5', 'filter'],
    ['?sort=Newest', 'sort'],
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=ten', 'limit'],
    ['?offset=-1', 'offset'],
    ['?page=2', 'page'],
  ])('refuses %s: 400 naming %s', async (query, field) => {
    const response = await api.client().get(reviewsOf(product.id, query));
    expect(response.status).toBe(400);
    expect(fields(response.body)).toContain(field);
  });

  it('a product without reviews, or unknown, is 404 "No reviews found" (§8)', async () => {
    const empty = await insertProduct(api.db);
    for (const id of [empty.id, 'an-0000000']) {
      expect(await api.client().get(reviewsOf(id))).toMatchObject({
        status: 404,
        body: { code: 'NO_REVIEWS_FOUND', message: 'No reviews found', status: 404 },
      });
    }
  });

  it('the page size defaults to the site config (limits.reviews.perPage)', async () => {
    const other = await insertProduct(small.db);
    for (const [index, rating] of ratings.entries()) {
      await insertReview(small.db, other.id, { rating, submittedAt: day(index) });
    }
    const response = await small.client().get<ReviewPage>(reviewsOf(other.id));
    expect(response.body.results).toHaveLength(2);
    expect(response.body.limit).toBe(2);
  });

  it('top-rated needs the count and average of the site config (4.5, 4.6 for Free People; §9)', async () => {
    const anthropologie = await insertProduct(api.db);
    const freePeople = await insertProduct(api.db, { brandId: 'free-people', prefix: 'fp' });
    for (const target of [anthropologie, freePeople]) {
      for (const [index, rating] of [5, 5, 4, 4].entries()) {
        await insertReview(api.db, target.id, { rating, submittedAt: day(index) });
      }
    }
    const an = await api.client().get<ReviewPage>(reviewsOf(anthropologie.id));
    const fp = await api.client().get<ReviewPage>(reviewsOf(freePeople.id, '', 'fp-us'));
    expect(an.body.product).toMatchObject({
      topRated: true,
      reviewStatistics: { averageOverallRating: 4.5 },
    });
    expect(fp.body.product).toMatchObject({
      topRated: false,
      reviewStatistics: { averageOverallRating: 4.5 },
    });
  });
});

describe('review form fields (catalogue spec §3 Review form fields, §7)', () => {
  interface Template {
    Id: string;
    Label: string;
    Required: boolean;
    Type: string;
    Value: unknown;
    Options: { Value: unknown }[] | null;
    MinLength: number | null;
    MaxLength: number | null;
    Default: unknown;
  }
  const formOf = (productId: string) =>
    `/review/v0/an-us/products/${productId}/review-form-fields?merchandise-class=dresses`;

  it('answers a template for each known id, with every attribute', async () => {
    const product = await insertProduct(api.db);
    const response = await api.client().get<{ fields: Template[] }>(formOf(product.id));
    expect(response.status).toBe(200);
    expect(response.body.fields.map((field) => field.Id)).toEqual([
      'rating',
      'reviewTitle',
      'reviewText',
      'userNickname',
      'email',
      'userLocation',
      'sizeNormallyWorn',
      'sizePurchased',
      'fit',
      'isRecommended',
      'heightFeet',
      'heightInches',
      'photoUpload',
      'videoUpload',
    ]);
    for (const field of response.body.fields) {
      expect(Object.keys(field).sort()).toEqual([
        'Default',
        'Id',
        'Label',
        'MaxLength',
        'MinLength',
        'Options',
        'Required',
        'Type',
        'Value',
      ]);
    }
    const byId = new Map(response.body.fields.map((field) => [field.Id, field]));
    expect(byId.get('reviewText')).toMatchObject({ Required: true, MinLength: 50, MaxLength: 500 });
    expect(byId.get('rating')?.Options?.map((option) => option.Value)).toEqual([1, 2, 3, 4, 5]);
    expect(byId.get('heightFeet')?.Options?.map((option) => option.Value)).toEqual([4, 5, 6, 7]);
    expect(byId.get('photoUpload')).toMatchObject({ MaxLength: 6 });
    expect(byId.get('videoUpload')).toMatchObject({ MaxLength: 1 });
    expect(byId.get('email')?.Default).toBeNull();
  });

  it('takes the text maximum from the site config and the email default from the account', async () => {
    const product = await insertProduct(small.db);
    const { client, user } = await signedIn(small);
    const response = await client.get<{ fields: Template[] }>(formOf(product.id));
    const byId = new Map(response.body.fields.map((field) => [field.Id, field]));
    expect(byId.get('reviewText')?.MaxLength).toBe(80);
    expect(byId.get('email')?.Default).toBe(user.email);
  });

  it('refuses an unknown query parameter', async () => {
    expect(
      (await api.client().get('/review/v0/an-us/products/x/review-form-fields?a=1')).status,
    ).toBe(400);
  });
});

describe('write a review (catalogue spec §7 POST .../reviews; §5; §6 needs login)', () => {
  const writeUrl = (productId: string, site = 'an-us') =>
    `/review/v0/${site}/products/${productId}/reviews`;

  it('saves the review, shows it first and updates the product review count and average', async () => {
    const product = await insertProduct(api.db);
    await insertReview(api.db, product.id, { rating: 2, submittedAt: new Date('2024-01-01') });
    const { client } = await signedIn(api);
    const response = await client.post<Review>(writeUrl(product.id), goodReview);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      rating: 5,
      title: 'Lovely',
      reviewText: TEXT,
      userNickname: 'Dress fan',
      isRecommended: true,
      badges: [],
      contextData: { fit: 'true-to-size', sizePurchased: 'M', heightFeet: 5, heightInches: 6 },
    });
    const list = await api.client().get<ReviewPage>(reviewsOf(product.id));
    expect(list.body.results[0]?.id).toBe(response.body.id);
    expect(list.body.product.reviewStatistics).toMatchObject({
      totalReviewCount: 2,
      averageOverallRating: 3.5,
    });
    const [row] = await api.db.query<{ review_count: number; average_rating: number | string }>(
      'SELECT review_count, average_rating FROM products WHERE id = $1',
      [product.id],
    );
    expect(row?.review_count).toBe(2);
    expect(Number(row?.average_rating)).toBe(3.5);
  });

  it('counts every review when several shoppers write at once', async () => {
    const product = await insertProduct(api.db);
    const writers = await Promise.all(Array.from({ length: 6 }, () => signedIn(api)));
    const answers = await Promise.all(
      writers.map(({ client }, index) =>
        client.post(writeUrl(product.id), { ...goodReview, rating: (index % 5) + 1 }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const [row] = await api.db.query<{ review_count: number }>(
      'SELECT review_count FROM products WHERE id = $1',
      [product.id],
    );
    expect(row?.review_count).toBe(6);
  });

  it('gives an employee the employee badge', async () => {
    const product = await insertProduct(api.db);
    const { client } = await signedIn(api, { roles: ['employee'] });
    const response = await client.post<Review>(writeUrl(product.id), goodReview);
    expect(response.body.badges).toEqual(['employee']);
  });

  it('needs login: 401 without a token, 403 LOGIN_REQUIRED for a guest', async () => {
    const product = await insertProduct(api.db);
    expect((await api.client().post(writeUrl(product.id), goodReview)).status).toBe(401);
    expect(await (await guest(api)).post(writeUrl(product.id), goodReview)).toMatchObject({
      status: 403,
      body: { code: 'LOGIN_REQUIRED' },
    });
  });

  it('one review per shopper and product: the second is 409 REVIEW_EXISTS', async () => {
    const product = await insertProduct(api.db);
    const { client } = await signedIn(api);
    expect((await client.post(writeUrl(product.id), goodReview)).status).toBe(201);
    expect(await client.post(writeUrl(product.id), goodReview)).toMatchObject({
      status: 409,
      body: { code: 'REVIEW_EXISTS' },
    });
  });

  it('refuses an unknown product (404) and a product whose review form is disabled (403)', async () => {
    const { client } = await signedIn(api);
    expect(await client.post(writeUrl('an-0000000'), goodReview)).toMatchObject({
      status: 404,
      body: { code: 'PRODUCT_NOT_FOUND' },
    });
    const disabled = await insertProduct(api.db, { flags: { disableReviewForm: true } });
    expect(await client.post(writeUrl(disabled.id), goodReview)).toMatchObject({
      status: 403,
      body: { code: 'REVIEWS_DISABLED' },
    });
  });

  const without = (key: string) =>
    Object.fromEntries(Object.entries(goodReview).filter(([name]) => name !== key));

  it.each([
    ['no rating', without('rating'), 'rating', 'required'],
    ['no title', without('reviewTitle'), 'reviewTitle', 'required'],
    ['no text', without('reviewText'), 'reviewText', 'required'],
    ['a blank text', { ...goodReview, reviewText: '   ' }, 'reviewText', 'required'],
    ['no nickname', without('userNickname'), 'userNickname', 'required'],
    [
      'a text under the template minimum',
      { ...goodReview, reviewText: 'x'.repeat(49) },
      'reviewText',
      'minLength',
    ],
    [
      'a text over the site maximum',
      { ...goodReview, reviewText: 'x'.repeat(501) },
      'reviewText',
      'maxLength',
    ],
    ['a title over 50', { ...goodReview, reviewTitle: 't'.repeat(51) }, 'reviewTitle', 'maxLength'],
    ['a short nickname', { ...goodReview, userNickname: 'abc' }, 'userNickname', 'minLength'],
    ['a fit not offered', { ...goodReview, fit: 'baggy' }, 'fit', 'option'],
    ['a height in feet not offered', { ...goodReview, heightFeet: 9 }, 'heightFeet', 'option'],
    [
      'a height in inches not offered',
      { ...goodReview, heightInches: 12 },
      'heightInches',
      'option',
    ],
    ['a size not offered', { ...goodReview, sizePurchased: 'XXXXL' }, 'sizePurchased', 'option'],
    ['a rating of 6', { ...goodReview, rating: 6 }, 'rating', 'maximum'],
    ['a rating as text', { ...goodReview, rating: '5' }, 'rating', 'type'],
    ['a bad email', { ...goodReview, email: 'nope' }, 'email', 'format'],
    ['an unknown field', { ...goodReview, helpful: 3 }, 'helpful', 'additionalProperties'],
  ])('refuses %s: 400 naming the field', async (_name, body, field, code) => {
    const product = await insertProduct(api.db);
    const { client } = await signedIn(api);
    const response = await client.post(writeUrl(product.id), body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(fieldErrors(response.body)).toContainEqual(expect.objectContaining({ field, code }));
  });

  it('enforces the text maximum of the site config', async () => {
    const product = await insertProduct(small.db);
    const { client } = await signedIn(small);
    const response = await client.post(writeUrl(product.id), {
      ...goodReview,
      reviewText: 'x'.repeat(81),
    });
    expect(fieldErrors(response.body)).toContainEqual(
      expect.objectContaining({ field: 'reviewText', code: 'maxLength' }),
    );
    expect(
      (await client.post(writeUrl(product.id), { ...goodReview, reviewText: 'x'.repeat(80) }))
        .status,
    ).toBe(201);
  });
});

describe('review media uploads (catalogue spec §7 POST .../images and /videos; §5 media)', () => {
  let product: FixtureProduct;
  let shopper: TestClient;

  beforeAll(async () => {
    shopper = (await signedIn(api)).client;
  });
  // A product per test: the shopper's uploads for one product are counted (6 images, 1 video).
  beforeEach(async () => {
    product = await insertProduct(api.db);
  });

  it.each(['png', 'gif', 'jpg', 'jpeg', 'heic', 'tiff'])('accepts a %s image', async (type) => {
    const response = await upload(
      shopper,
      product.id,
      'images',
      form(`photo.${type}`, FILES[type]!),
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: `/review/v0/an-us/media/${response.body.id}`,
    });
  });

  it.each(['mp4', 'mov', 'qt', '3gp', '3g2', 'avi', 'wmv', 'asf', 'flv', 'mpeg', 'mpg', 'dv'])(
    'accepts a %s video',
    async (type) => {
      const response = await upload(
        shopper,
        product.id,
        'videos',
        form(`clip.${type}`, FILES[type]!),
      );
      expect(response.status).toBe(201);
    },
  );

  it('stores the file in pieces and serves it whole, with the checked type, nosniff, to its owner', async () => {
    // Larger than a stored chunk, so it is written and read back in several.
    const photo = Buffer.concat([FILES.png!, randomBytes(1_300_000)]);
    const response = await upload(
      shopper,
      product.id,
      'images',
      form('photo.png', photo, { type: 'image/png' }),
    );
    expect(response.status).toBe(201);
    const served = await fetch(api.url + response.body.url, {
      headers: { cookie: `sf_token=${shopper.cookie('sf_token')}` },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
    const [row] = await api.db.query<{ merchandise_class: string; byte_size: number }>(
      'SELECT merchandise_class, byte_size FROM review_media WHERE id = $1',
      [response.body.id],
    );
    expect(row).toEqual({ merchandise_class: 'dresses', byte_size: photo.length });
    const [chunks] = await api.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM review_media_chunks WHERE media_id = $1',
      [response.body.id],
    );
    expect(chunks?.count).toBe(Math.ceil(photo.length / CHUNK_BYTES));
    expect(chunks?.count).toBeGreaterThan(1);
  });

  it.each([
    ['text named .png', 'photo.png', Buffer.from('<html>not an image</html>'), 'images'],
    ['a JPEG named .png', 'photo.png', FILES.jpg!, 'images'],
    ['a PNG named .gif', 'photo.gif', FILES.png!, 'images'],
    ['an MP4 named .heic', 'photo.heic', FILES.mp4!, 'images'],
    ['a PNG named .mp4', 'clip.mp4', FILES.png!, 'videos'],
    ['an AVI named .wmv', 'clip.wmv', FILES.avi!, 'videos'],
  ])('refuses %s by its magic bytes: 400 content', async (_name, filename, bytes, kind) => {
    const response = await upload(shopper, product.id, kind as 'images', form(filename, bytes));
    expect(response.status).toBe(400);
    expect(fieldErrors(response.body)).toEqual([
      expect.objectContaining({ field: 'file', code: 'content' }),
    ]);
  });

  it.each([
    ['a webp', 'photo.webp', FILES.png!, 'images', ''],
    ['a pdf', 'doc.pdf', pad('%PDF-1.7'), 'images', ''],
    ['no extension', 'photo', FILES.png!, 'images', ''],
    ['a video at the images endpoint', 'clip.mp4', FILES.mp4!, 'images', ''],
    ['an image at the videos endpoint', 'photo.png', FILES.png!, 'videos', ''],
    ['a PNG declared as text/html', 'photo.png', FILES.png!, 'images', 'text/html'],
  ])('refuses %s: 400 type', async (_name, filename, bytes, kind, type) => {
    const response = await upload(
      shopper,
      product.id,
      kind as 'images',
      form(filename, bytes, { type }),
    );
    expect(response.status).toBe(400);
    expect(fieldErrors(response.body)).toEqual([
      expect.objectContaining({ field: 'file', code: 'type' }),
    ]);
  });

  it('refuses an image over 10 MB (limits.reviews.maxImageBytes): 413 FILE_TOO_LARGE', async () => {
    const big = Buffer.concat([FILES.png!, Buffer.alloc(10 * 1024 * 1024 + 1 - FILES.png!.length)]);
    const response = await upload(shopper, product.id, 'images', form('big.png', big));
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      code: 'FILE_TOO_LARGE',
      field_errors: [{ field: 'file', code: 'maxBytes' }],
    });
  }, 30_000);

  it('takes the size limits from the site config: the limit is accepted, one byte more is not', async () => {
    const other = await insertProduct(small.db);
    const { client } = await signedIn(small);
    const sized = (head: Buffer, size: number) =>
      Buffer.concat([head, Buffer.alloc(size - head.length)]);
    expect(
      (await upload(client, other.id, 'images', form('a.png', sized(FILES.png!, 1000)))).status,
    ).toBe(201);
    expect(
      (await upload(client, other.id, 'images', form('a.png', sized(FILES.png!, 1001)))).status,
    ).toBe(413);
    expect(
      (await upload(client, other.id, 'videos', form('a.mp4', sized(FILES.mp4!, 2000)))).status,
    ).toBe(201);
    expect(
      (await upload(client, other.id, 'videos', form('a.mp4', sized(FILES.mp4!, 2001)))).status,
    ).toBe(413);
  });

  it('refuses an empty file, a missing file and a missing merchandise class (§5 review upload)', async () => {
    const empty = await upload(shopper, product.id, 'images', form('photo.png', Buffer.alloc(0)));
    expect(fieldErrors(empty.body)).toEqual([
      expect.objectContaining({ field: 'file', code: 'empty' }),
    ]);
    const noFile = new FormData();
    noFile.append('merchandise-class', 'dresses');
    const missing = await upload(shopper, product.id, 'images', noFile);
    expect(missing.status).toBe(400);
    expect(fields(missing.body)).toContain('file');
    const noClass = await upload(
      shopper,
      product.id,
      'images',
      form('photo.png', FILES.png!, { merchandiseClass: null }),
    );
    expect(noClass.status).toBe(400);
    expect(fields(noClass.body)).toContain('merchandise-class');
  });

  it('refuses two files, an unknown field, and a body that is not multipart', async () => {
    const two = form('a.png', FILES.png!);
    two.append('file', new Blob([new Uint8Array(FILES.png!)]), 'b.png');
    expect((await upload(shopper, product.id, 'images', two)).status).toBe(400);
    const extra = form('a.png', FILES.png!);
    extra.append('caption', 'hello');
    const unknown = await upload(shopper, product.id, 'images', extra);
    expect(unknown.status).toBe(400);
    expect(fields(unknown.body)).toContain('caption');
    const json = await shopper.post(`/review/v0/an-us/products/${product.id}/images`, {
      file: 'x',
    });
    expect(json).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('needs login (401, 403 for a guest) and a product of the brand (404)', async () => {
    expect(
      (await upload(api.client(), product.id, 'images', form('a.png', FILES.png!))).status,
    ).toBe(401);
    expect(
      (await upload(await guest(api), product.id, 'images', form('a.png', FILES.png!))).status,
    ).toBe(403);
    expect(
      (await upload(shopper, 'an-0000000', 'images', form('a.png', FILES.png!))).body,
    ).toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
    });
  });
});

describe('a review with media (catalogue spec §5: at most 6 images and 1 video per review)', () => {
  const writeUrl = (productId: string) => `/review/v0/an-us/products/${productId}/reviews`;

  async function uploads(client: TestClient, productId: string, images: number, videos: number) {
    const ids = { photos: [] as string[], videos: [] as string[] };
    for (let index = 0; index < images; index += 1) {
      ids.photos.push(
        (await upload(client, productId, 'images', form('p.jpg', FILES.jpg!))).body.id,
      );
    }
    for (let index = 0; index < videos; index += 1) {
      ids.videos.push(
        (await upload(client, productId, 'videos', form('v.mp4', FILES.mp4!))).body.id,
      );
    }
    return ids;
  }

  it('attaches 6 photos and 1 video, listed with urls and found by hasMedia', async () => {
    const product = await insertProduct(api.db);
    const { client } = await signedIn(api);
    const media = await uploads(client, product.id, 6, 1);
    const response = await client.post<Review>(writeUrl(product.id), { ...goodReview, ...media });
    expect(response.status).toBe(201);
    expect(response.body.photos.map((photo) => photo.sizes.normal.url)).toEqual(
      media.photos.map((id) => `/review/v0/an-us/media/${id}`),
    );
    expect(response.body.videos).toEqual([
      expect.objectContaining({
        videoId: media.videos[0],
        url: `/review/v0/an-us/media/${media.videos[0]}`,
      }),
    ]);
    const list = await api.client().get<ReviewPage>(reviewsOf(product.id, '?filter=hasMedia:true'));
    expect(list.body.results.map((review) => review.id)).toEqual([response.body.id]);
  });

  it('refuses the 7th image and the 2nd video at upload, counted on the server (issue 10)', async () => {
    const product = await insertProduct(api.db);
    const { client } = await signedIn(api);
    const media = await uploads(client, product.id, 6, 1);
    const seventh = await upload(client, product.id, 'images', form('p.jpg', FILES.jpg!));
    expect(seventh.status).toBe(400);
    expect(fieldErrors(seventh.body)).toEqual([
      expect.objectContaining({ field: 'file', code: 'maxItems' }),
    ]);
    const secondVideo = await upload(client, product.id, 'videos', form('v.mp4', FILES.mp4!));
    expect(fieldErrors(secondVideo.body)).toEqual([
      expect.objectContaining({ field: 'file', code: 'maxItems' }),
    ]);
    // Another product's review has its own places; taking one upload back frees one here.
    const elsewhere = await insertProduct(api.db);
    expect((await upload(client, elsewhere.id, 'images', form('p.jpg', FILES.jpg!))).status).toBe(
      201,
    );
    expect((await client.delete(`/review/v0/an-us/media/${media.photos[0]}`)).status).toBe(204);
    const again = await upload(client, product.id, 'images', form('p.jpg', FILES.jpg!));
    expect(again.status).toBe(201);
    // A review naming seven ids is refused whatever they are.
    const tooMany = await client.post(writeUrl(product.id), {
      ...goodReview,
      photos: [...media.photos.slice(1), again.body.id, randomUUID()],
      videos: [...media.videos, randomUUID()],
    });
    expect(tooMany.status).toBe(400);
    expect(fieldErrors(tooMany.body)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'photos', code: 'maxItems' }),
        expect.objectContaining({ field: 'videos', code: 'maxItems' }),
      ]),
    );
    const [attached] = await api.db.query<{ count: number }>(
      'SELECT count(*)::integer AS count FROM review_media WHERE product_id = $1 AND review_id IS NOT NULL',
      [product.id],
    );
    expect(attached?.count).toBe(0);
  });

  it('takes the photo count from the site config', async () => {
    const product = await insertProduct(small.db);
    const { client } = await signedIn(small);
    await uploads(client, product.id, 2, 0);
    const third = await upload(client, product.id, 'images', form('p.jpg', FILES.jpg!));
    expect(fieldErrors(third.body)).toEqual([
      expect.objectContaining({ field: 'file', code: 'maxItems' }),
    ]);
  });

  it("refuses another shopper's media, media already used, a video as a photo and another product's media", async () => {
    const product = await insertProduct(api.db);
    const otherProduct = await insertProduct(api.db);
    const first = await signedIn(api);
    const second = await signedIn(api);
    const mine = await uploads(first.client, product.id, 1, 1);
    const theirs = await uploads(second.client, product.id, 1, 0);
    const elsewhere = await uploads(first.client, otherProduct.id, 1, 0);
    for (const body of [
      { photos: theirs.photos },
      { photos: mine.videos },
      { photos: elsewhere.photos },
    ]) {
      const response = await first.client.post(writeUrl(product.id), { ...goodReview, ...body });
      expect(response.status).toBe(400);
      expect(fieldErrors(response.body)).toEqual([
        expect.objectContaining({ field: 'photos', code: 'media' }),
      ]);
    }
    expect(
      (await first.client.post(writeUrl(product.id), { ...goodReview, photos: mine.photos }))
        .status,
    ).toBe(201);
    const reuse = await second.client.post(writeUrl(product.id), {
      ...goodReview,
      photos: mine.photos,
    });
    expect(reuse.status).toBe(400);
  });
});

describe('uploads streamed and held on the server (issue 10 "uploads"; catalogue spec §5 review media)', () => {
  const cookieOf = (client: TestClient) => `sf_token=${client.cookie('sf_token')}`;
  const uploadUrl = (target: TestApi, productId: string, kind: 'images' | 'videos') =>
    `${target.url}/review/v0/an-us/products/${productId}/${kind}`;
  const rowsOf = async (target: TestApi, productId: string) =>
    (
      await target.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM review_media WHERE product_id = $1',
        [productId],
      )
    )[0]?.count;

  it('cuts a file over the limit at the limit plus one byte, without reading the rest', async () => {
    // The small server takes images of 1,000 bytes; this one is 50 MB, sent chunked.
    const product = await insertProduct(small.db);
    const { client } = await signedIn(small);
    const sent = streamUpload({
      url: uploadUrl(small, product.id, 'images'),
      cookie: cookieOf(client),
      filename: 'huge.png',
      head: FILES.png!,
      fileBytes: 50 * 1024 * 1024,
    });
    const answer = await sent.answer;
    sent.abort();
    expect(answer).toMatchObject({
      status: 413,
      body: { code: 'FILE_TOO_LARGE', field_errors: [{ field: 'file', code: 'maxBytes' }] },
    });
    expect(answer.headers.connection).toBe('close');
    // What was written before the answer: the start of the file and what the sockets buffer.
    expect(answer.writtenAtAnswer).toBeLessThan(16 * 1024 * 1024);
    expect(await rowsOf(small, product.id)).toBe(0);
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    const product = await insertProduct(api.db);
    const { client } = await signedIn(api);
    const sent = streamUpload({
      url: uploadUrl(api, product.id, 'images'),
      cookie: cookieOf(client),
      filename: 'huge.png',
      head: FILES.png!,
      fileBytes: 60 * 1024 * 1024,
      contentLength: true,
    });
    const answer = await sent.answer;
    sent.abort();
    expect(answer).toMatchObject({ status: 413, body: { code: 'FILE_TOO_LARGE' } });
    expect(answer.writtenAtAnswer).toBeLessThan(16 * 1024 * 1024);
  });

  it('checks the type from the first bytes, before the rest is read', async () => {
    const product = await insertProduct(api.db);
    const { client } = await signedIn(api);
    const sent = streamUpload({
      url: uploadUrl(api, product.id, 'videos'),
      cookie: cookieOf(client),
      filename: 'clip.mp4',
      head: Buffer.from('<html><script>alert(1)</script></html>'),
      fileBytes: 90 * 1024 * 1024,
    });
    const answer = await sent.answer;
    sent.abort();
    expect(answer).toMatchObject({
      status: 400,
      body: { field_errors: [{ field: 'file', code: 'content' }] },
    });
    expect(answer.writtenAtAnswer).toBeLessThan(16 * 1024 * 1024);
    expect(await rowsOf(api, product.id)).toBe(0);
  });

  it('an upload is its owner’s alone until a review takes it, then anyone’s', async () => {
    const product = await insertProduct(api.db);
    const owner = await signedIn(api);
    const other = await signedIn(api);
    const uploaded = await upload(owner.client, product.id, 'images', form('p.png', FILES.png!));
    const read = (client?: TestClient) =>
      fetch(api.url + uploaded.body.url, client ? { headers: { cookie: cookieOf(client) } } : {});
    expect((await read(owner.client)).status).toBe(200);
    expect((await read(other.client)).status).toBe(404);
    expect((await read()).status).toBe(404);
    expect((await other.client.delete(`/review/v0/an-us/media/${uploaded.body.id}`)).status).toBe(
      404,
    );
    const review = await owner.client.post(`/review/v0/an-us/products/${product.id}/reviews`, {
      ...goodReview,
      photos: [uploaded.body.id],
    });
    expect(review.status).toBe(201);
    const published = await read();
    expect(published.status).toBe(200);
    expect(published.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Part of a review, it can no longer be taken back.
    expect((await owner.client.delete(`/review/v0/an-us/media/${uploaded.body.id}`)).status).toBe(
      404,
    );
  });

  it('an upload no review took within a day expires: not served, not attachable, then forgotten', async () => {
    const product = await insertProduct(api.db);
    const { client } = await signedIn(api);
    const uploaded = await upload(client, product.id, 'images', form('p.png', FILES.png!));
    await api.db.query(
      "UPDATE review_media SET created_at = now() - interval '25 hours' WHERE id = $1",
      [uploaded.body.id],
    );
    const read = await fetch(api.url + uploaded.body.url, {
      headers: { cookie: cookieOf(client) },
    });
    expect(read.status).toBe(404);
    const review = await client.post(`/review/v0/an-us/products/${product.id}/reviews`, {
      ...goodReview,
      photos: [uploaded.body.id],
    });
    expect(fieldErrors(review.body)).toEqual([
      expect.objectContaining({ field: 'photos', code: 'media' }),
    ]);
    // The next upload, by anyone, sweeps expired ones away with their bytes.
    const { client: someone } = await signedIn(api);
    await upload(someone, (await insertProduct(api.db)).id, 'images', form('p.png', FILES.png!));
    const [left] = await api.db.query<{ rows: number; chunks: number }>(
      `SELECT (SELECT count(*)::int FROM review_media WHERE id = $1) AS rows,
              (SELECT count(*)::int FROM review_media_chunks WHERE media_id = $1) AS chunks`,
      [uploaded.body.id],
    );
    expect(left).toEqual({ rows: 0, chunks: 0 });
  });

  it('a shopper streams at most two uploads at once; a cut-off upload is discarded', async () => {
    const { client } = await signedIn(api);
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => insertProduct(api.db)));
    const slow = [first!, second!].map((product) =>
      streamUpload({
        url: uploadUrl(api, product.id, 'videos'),
        cookie: cookieOf(client),
        filename: 'clip.mp4',
        head: FILES.mp4!,
        fileBytes: 20 * 1024 * 1024,
        pauseAfter: 1024 * 1024,
      }),
    );
    const uploading = async () =>
      (
        await api.db.query<{ count: number }>(
          "SELECT count(*)::int AS count FROM review_media WHERE state = 'uploading' AND product_id = ANY($1)",
          [[first!.id, second!.id]],
        )
      )[0]?.count;
    await vi.waitFor(async () => expect(await uploading()).toBe(2), { timeout: 20_000 });
    const refused = await client.post<{ retryAfterSeconds: number }>(
      `/review/v0/an-us/products/${third!.id}/images`,
      form('p.png', FILES.png!),
    );
    expect(refused).toMatchObject({ status: 429, body: { code: 'UPLOADS_IN_PROGRESS' } });
    expect(refused.headers.get('retry-after')).toBe(String(refused.body.retryAfterSeconds));
    // Closing the tab mid-upload: the server forgets the part it had.
    for (const upload of slow) upload.abort();
    await vi.waitFor(async () => expect(await uploading()).toBe(0), { timeout: 20_000 });
    expect((await upload(client, third!.id, 'images', form('p.png', FILES.png!))).status).toBe(201);
  });
});
