// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../../engine/i18n/react.tsx';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppEnvProvider } from '../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../engine/routing/app-env.ts';
import type { Tile } from '../../../schemas/api/generated/types.ts';
import CategoryGrid, {
  CATEGORY_IMAGE_SIZE,
} from '../../../engine/components/content/category-grid.tsx';
import Hero, { HERO_IMAGE_SIZE } from '../../../engine/components/content/hero.tsx';
import { ProductTile } from '../../../engine/components/product/product-tile.tsx';
import { PromoBanner } from '../../../engine/components/content/promo-banner-slot.tsx';
import type {
  ResolvedBanner,
  ResolvedCategoryGridProps,
} from '../../../engine/config/generated/resolved.ts';
import { createI18n } from '../../../engine/i18n/index.ts';
import { ApiProviders, idleApi } from '../../support/idle-api.tsx';

/**
 * Issue 4 §7, "fonts and images never shift the layout": every image a content component renders
 * reserves its box before it loads, through width and height attributes (the browser derives the
 * aspect ratio from them) taken from the component's props or the schema's defaults.
 */
const i18n = await createI18n('en-US');

const env = {
  brand: {
    id: 'acme',
    content: { banners: { banners: [] } },
    settings: { routing: { trailingSlash: false } },
  },
  site: {
    id: 'ac-us',
    currency: 'USD',
    defaultLocale: 'en-US',
    limits: {
      images: {
        tileWidths: [698, 349],
        tileHeights: [1046, 523],
        tileSizes: [{ minViewport: 0, width: 246 }],
        quality: 80,
        swatchHeights: [56],
        swatchQuality: 75,
      },
      listing: { swatchesPerTile: 4, textBadgesPerTile: 1 },
      breakpoints: { m: 768 },
    },
  },
  flags: {},
  locale: 'en-US',
  webview: false,
  side: 'client',
  ...idleApi(),
} as unknown as AppEnv;

function renderWithEnv(children: ReactNode) {
  return render(
    <MemoryRouter>
      <I18nProvider i18n={i18n}>
        <AppEnvProvider env={env}>
          <ApiProviders env={env}>{children}</ApiProviders>
        </AppEnvProvider>
      </I18nProvider>
    </MemoryRouter>,
  );
}

/** Both attributes present and positive: the box has an aspect ratio before the image loads. */
function expectReservedBox(image: Element, width?: number, height?: number): void {
  const w = Number(image.getAttribute('width'));
  const h = Number(image.getAttribute('height'));
  expect(w).toBeGreaterThan(0);
  expect(h).toBeGreaterThan(0);
  if (width !== undefined) expect(w).toBe(width);
  if (height !== undefined) expect(h).toBe(height);
}

function schemaDefault(component: string, key: string): unknown {
  const schema = JSON.parse(
    readFileSync(join(process.cwd(), 'schemas/components', `${component}.schema.json`), 'utf8'),
  ) as { properties: Record<string, { default?: unknown }> };
  return schema.properties[key]?.default;
}

type CategoryItem = ResolvedCategoryGridProps['items'][number];

afterEach(cleanup);

describe('images reserve their box (issue 4 §7)', () => {
  it('Hero: the size from its props', () => {
    const { getByRole } = renderWithEnv(
      <Hero
        headline="Layers"
        image="/static/brands/acme/home/hero.svg"
        imageAlt="Folded knitwear"
        imageWidth={1200}
        imageHeight={900}
      />,
    );
    expectReservedBox(getByRole('img', { name: 'Folded knitwear' }), 1200, 900);
  });

  it("Hero: the schema's default size when the props give none", () => {
    const { getByRole } = renderWithEnv(
      <Hero headline="Layers" image="/static/brands/acme/home/hero.svg" imageAlt="Knitwear" />,
    );
    expect(HERO_IMAGE_SIZE).toEqual({
      width: schemaDefault('Hero', 'imageWidth'),
      height: schemaDefault('Hero', 'imageHeight'),
    });
    expectReservedBox(
      getByRole('img', { name: 'Knitwear' }),
      HERO_IMAGE_SIZE.width,
      HERO_IMAGE_SIZE.height,
    );
  });

  it('CategoryGrid: every card image, with the size from its props or the default', () => {
    const items: [CategoryItem, ...CategoryItem[]] = [
      { label: 'Dresses', url: '/dresses', image: '/static/brands/acme/home/dresses.svg' },
      { label: 'Shoes', url: '/shoes', image: '/static/brands/acme/home/shoes.svg' },
    ];
    const { getByRole, unmount } = renderWithEnv(
      <CategoryGrid title="Shop by category" items={items} imageWidth={300} imageHeight={300} />,
    );
    const list = getByRole('region', { name: 'Shop by category' });
    // The card images are decorative (alt=""): the link text names the card.
    const images = list.querySelectorAll('img');
    expect(images).toHaveLength(2);
    images.forEach((image) => expectReservedBox(image, 300, 300));
    expect(getByRole('link', { name: 'Dresses' }).contains(images[0]!)).toBe(true);
    unmount();

    expect(CATEGORY_IMAGE_SIZE).toEqual({
      width: schemaDefault('CategoryGrid', 'imageWidth'),
      height: schemaDefault('CategoryGrid', 'imageHeight'),
    });
    const defaults = renderWithEnv(<CategoryGrid title="Shop" items={items} />);
    defaults
      .getByRole('region', { name: 'Shop' })
      .querySelectorAll('img')
      .forEach((image) =>
        expectReservedBox(image, CATEGORY_IMAGE_SIZE.width, CATEGORY_IMAGE_SIZE.height),
      );
  });

  it('ProductTile: the product image', () => {
    const tile = { productId: 'p1', slug: 'linen-shirt', displayName: 'Linen shirt', image: 'p1' };
    const { getByRole } = renderWithEnv(<ProductTile tile={tile as unknown as Tile} />);
    const image = getByRole('link', { name: /Linen shirt/ }).querySelector('img');
    expect(image).not.toBeNull();
    // Shell spec §9: tile images 349 × 523 (the small width), reserved before they load.
    expectReservedBox(image!, 349, 523);
  });

  it('PromoBannerSlot: a simple banner image', () => {
    const banner = {
      type: 'globalPromoSimpleBanner',
      id: 'vinyl',
      bannerImage: '/static/brands/acme/banners/vinyl-mobile.svg',
      alternateBannerImage: '/static/brands/acme/banners/vinyl-desktop.svg',
      linkAltText: 'Records on sale',
    } as unknown as ResolvedBanner;
    const { getByRole } = renderWithEnv(<PromoBanner banner={banner} />);
    expectReservedBox(getByRole('img', { name: 'Records on sale' }));
  });
});
