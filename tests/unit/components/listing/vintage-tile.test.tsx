// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductTile } from '../../../../engine/components/product/product-tile.tsx';
import { createI18n } from '../../../../engine/i18n/index.ts';
import { ApiProviders, idleApi } from '../../../support/idle-api.tsx';
import { I18nProvider } from '../../../../engine/i18n/react.tsx';
import { AppEnvProvider } from '../../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../../engine/routing/app-env.ts';
import type { Tile } from '../../../../schemas/api/generated/types.ts';

/**
 * Issue 11: a vintage piece's tile shows its condition on the brand's scale, as its product page
 * does (catalogue spec §3 flags.isVintage; §9 vintage condition levels 7, the site's
 * limits.listing.vintageConditionLevels). A tile without a grade shows none.
 */
const i18n = await createI18n('en-US');

const envWith = (levels: number) =>
  ({
    brand: { id: 'acme', settings: { routing: { trailingSlash: false } } },
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
        listing: { swatchesPerTile: 4, textBadgesPerTile: 1, vintageConditionLevels: levels },
      },
    },
    flags: {},
    locale: 'en-US',
    webview: false,
    side: 'client',
    ...idleApi(),
  }) as unknown as AppEnv;

function tileText(tile: Partial<Tile>, levels = 7): string {
  const env = envWith(levels);
  const { container } = render(
    <MemoryRouter>
      <I18nProvider i18n={i18n}>
        <AppEnvProvider env={env}>
          <ApiProviders env={env}>
            <ProductTile
              tile={{ productId: 'p1', slug: 'old-coat', displayName: 'Old coat', ...tile }}
            />
          </ApiProviders>
        </AppEnvProvider>
      </I18nProvider>
    </MemoryRouter>,
  );
  return container.querySelector('.sf-tile__condition')?.textContent ?? '';
}

afterEach(cleanup);

describe('vintage condition on a listing tile (catalogue spec §3 isVintage, §9 levels 7)', () => {
  it.each([
    ['graded 7 of 7: like new', 7, 7, 'Vintage · Condition: Like new (7 of 7)'],
    ['graded 5 of 7: excellent', 5, 7, 'Vintage · Condition: Excellent (5 of 7)'],
    ['graded 1 of 7: fair', 1, 7, 'Vintage · Condition: Fair (1 of 7)'],
    ['a level above a shorter scale is its top', 6, 5, 'Vintage · Condition: Like new (5 of 5)'],
  ])('%s', (_rule, level, levels, text) => {
    expect(tileText({ vintageCondition: level }, levels)).toBe(text);
  });

  it('a tile without a grade shows no condition', () => {
    expect(tileText({})).toBe('');
  });
});
