import { afterEach, describe, expect, it } from 'vitest';
import { scratchBrand } from './fixture-brand.ts';
import type { Scratch } from './fixture-brand.ts';

/**
 * Issue 4 §7 (images never break): every /static path of a brand's content and theme names a
 * file of its own brand-configs/<brand>/assets folder, served at /static/brands/<brand>/.
 */
let scratch: Scratch | undefined;
afterEach(() => {
  scratch?.dispose();
  scratch = undefined;
});

function problemsFor(image: string) {
  scratch = scratchBrand();
  const pages = scratch.read('content/pages.json');
  scratch.write(
    'content/pages.json',
    pages.replace('"/static/brands/acme/home/hero.svg"', JSON.stringify(image)),
  );
  return scratch.validate().brands.flatMap((brand) => brand.problems);
}

describe('brand image paths (issue 4 §7)', () => {
  it('accepts a file of the brand assets folder', () => {
    expect(problemsFor('/static/brands/acme/home/hero.svg')).toEqual([]);
  });

  it.each([
    ['/static/brands/acme/../terrain/home/hero.svg', 'content.asset-path'],
    ['/static/brands/acme/home/%2e%2e/hero.svg', 'content.asset-path'],
    ['/static/brands/acme/home//hero.svg', 'content.asset-path'],
    ['/static/brands/acme/home\\\\hero.svg', 'content.asset-path'],
    ['/static/brand/acme/home/hero.svg', 'content.asset-path'],
    ['/static/brands/acme/home', 'content.asset-type'],
    ['/static/brands/acme/home/hero.html', 'content.asset-type'],
    ['/static/brands/acme/home/hero.jpg', 'content.asset-missing'],
    ['/static/brands/terrain/home/hero.svg', 'content.asset-other-brand'],
  ])('reports %s as %s', (image, code) => {
    const problems = problemsFor(image);
    expect(problems.map((problem) => problem.code)).toEqual([code]);
    expect(problems[0]).toMatchObject({
      file: 'brand-configs/acme/content/pages.json',
      pointer: '/pages/0/modules/1/props/image',
      line: 13,
    });
  });

  it('checks the logo of the theme too', () => {
    scratch = scratchBrand();
    const brand = JSON.parse(scratch.read('brand.json')) as {
      theme?: { logo?: { text: string; src?: string } };
    };
    brand.theme = { ...brand.theme, logo: { text: 'Acme', src: '/static/brands/acme/logo.svg' } };
    scratch.write('brand.json', JSON.stringify(brand, null, 2));
    const problems = scratch.validate().brands.flatMap((entry) => entry.problems);
    expect(problems.map((problem) => [problem.code, problem.pointer])).toEqual([
      ['content.asset-missing', '/theme/logo/src'],
    ]);
  });
});
