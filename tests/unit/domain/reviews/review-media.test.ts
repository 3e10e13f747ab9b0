import { describe, expect, it } from 'vitest';
import {
  MEDIA_DEFAULTS,
  acceptedOf,
  checkMediaFiles,
  extensionOf,
  megabytes,
} from '../../../../engine/domain/reviews/review-media.ts';

const MB = 1024 * 1024;
const file = (name: string, size = 1000) => ({ name, size });

describe('review media limits (catalogue spec §5 review media)', () => {
  it('6 images of 10 MB, 1 video of 100 MB, the listed types', () => {
    expect(MEDIA_DEFAULTS).toMatchObject({
      maxImages: 6,
      maxImageBytes: 10 * MB,
      maxVideos: 1,
      maxVideoBytes: 100 * MB,
    });
    expect(acceptedOf('image', MEDIA_DEFAULTS)).toEqual([
      'png',
      'gif',
      'jpg',
      'jpeg',
      'heic',
      'tiff',
    ]);
    expect(acceptedOf('video', MEDIA_DEFAULTS)).toEqual([
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
  });

  it.each([
    ['photo.JPG', 'jpg'],
    ['clip.final.mp4', 'mp4'],
    ['no-extension', ''],
    ['archive.tar.gz', 'gz'],
  ])('%s has the extension "%s"', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });

  it.each([
    ['a png of 10 MB exactly', [file('a.png', 10 * MB)], [], 1],
    [
      'a jpeg one byte over 10 MB',
      [file('a.jpeg', 10 * MB + 1)],
      [{ code: 'size', file: 'a.jpeg', maxBytes: 10 * MB }],
      0,
    ],
    ['a video of 100 MB', [file('clip.mov', 100 * MB)], [], 1],
    [
      'a video over 100 MB',
      [file('clip.mp4', 100 * MB + 1)],
      [{ code: 'size', file: 'clip.mp4', maxBytes: 100 * MB }],
      0,
    ],
    [
      'a pdf',
      [file('notes.pdf')],
      [{ code: 'type', file: 'notes.pdf', accepted: MEDIA_DEFAULTS.acceptedMediaTypes }],
      0,
    ],
    [
      'a webp (not listed)',
      [file('a.webp')],
      [{ code: 'type', file: 'a.webp', accepted: MEDIA_DEFAULTS.acceptedMediaTypes }],
      0,
    ],
    ['an empty file', [file('a.gif', 0)], [{ code: 'empty', file: 'a.gif' }], 0],
    [
      'two videos',
      [file('a.mp4'), file('b.avi')],
      [{ code: 'count', file: 'b.avi', max: 1, kind: 'video' }],
      1,
    ],
  ])('%s', (_name, files, problems, accepted) => {
    const result = checkMediaFiles(files, { image: 0, video: 0 }, MEDIA_DEFAULTS);
    expect(result.problems).toEqual(problems);
    expect(result.accepted).toHaveLength(accepted);
  });

  it('a seventh image is refused, counting those the review holds', () => {
    const result = checkMediaFiles(
      [file('5.png'), file('6.png'), file('7.png')],
      { image: 4, video: 0 },
      MEDIA_DEFAULTS,
    );
    expect(result.accepted.map((entry) => entry.file.name)).toEqual(['5.png', '6.png']);
    expect(result.problems).toEqual([{ code: 'count', file: '7.png', max: 6, kind: 'image' }]);
  });

  it('a type the site does not accept is refused although the spec lists it', () => {
    const limits = { ...MEDIA_DEFAULTS, acceptedMediaTypes: ['jpg', 'png', 'mp4'] };
    expect(checkMediaFiles([file('a.heic')], { image: 0, video: 0 }, limits).problems).toEqual([
      { code: 'type', file: 'a.heic', accepted: ['jpg', 'png', 'mp4'] },
    ]);
  });

  it.each([
    [10 * MB, '10 MB'],
    [100 * MB, '100 MB'],
    [1.5 * MB, '1.5 MB'],
  ])('%d bytes read as %s', (bytes, text) => {
    expect(megabytes(bytes)).toBe(text);
  });
});
