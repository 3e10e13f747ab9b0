// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CartThreshold } from '../../../../engine/components/cart/cart-threshold.tsx';
import { createI18n } from '../../../../engine/i18n/index.ts';
import { I18nProvider } from '../../../../engine/i18n/react.tsx';
import { AppEnvProvider } from '../../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../../engine/routing/app-env.ts';

/**
 * The cart's free-shipping progress (flag enableFreeShipProgressBar, issue 12 "the threshold
 * banner's progress"; shell spec §3.3 maxThreshold and minThreshold, §4 remaining amount). The API
 * has no free-shipping rule: the threshold is the site's cart threshold banner's maxThreshold.
 */
const i18n = await createI18n('en-US');

const banner = {
  type: 'globalPromoCartThresholdBanner',
  id: 'free-shipping',
  sites: ['ac-us'],
  minThreshold: 50,
  maxThreshold: 150,
  inRangeHeadline: "You're %1 away from free standard shipping.",
  thresholdMetHeadline: 'Your order ships free!',
  inRangeCtas: [],
};

function show(
  subtotal: number,
  flag: boolean,
  banners: unknown[] = [banner],
  passCountries: string[] = [],
  pass = false,
) {
  const env = {
    brand: { content: { banners: { banners } }, settings: { routing: { trailingSlash: false } } },
    site: {
      id: 'ac-us',
      country: 'US',
      currency: 'USD',
      defaultLocale: 'en-US',
      deliveryPassMembership: { billingCountries: passCountries },
    },
    locale: 'en-US',
    flags: { enableFreeShipProgressBar: flag },
  } as unknown as AppEnv;
  return render(
    <MemoryRouter>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <AppEnvProvider env={env}>
            <CartThreshold subtotal={subtotal} pass={pass} />
          </AppEnvProvider>
        </QueryClientProvider>
      </I18nProvider>
    </MemoryRouter>,
  ).container;
}

afterEach(() => {
  cleanup();
  document.cookie = 'sf_delivery_pass=; max-age=0; path=/';
});

describe('free-shipping progress bar (flag enableFreeShipProgressBar; shell spec §3.3, §4)', () => {
  it('flag off: the banner headline alone, no bar; below the minimum, nothing', () => {
    const page = show(100, false);
    expect(page.textContent).toBe("You're $50 away from free standard shipping.");
    expect(page.querySelector('progress')).toBeNull();
    expect(show(20, false).textContent).toBe('');
  });

  it("flag on: a bar towards the banner's maxThreshold, under its headline", () => {
    const bar = show(75, true).querySelector('progress');
    expect(bar?.getAttribute('value')).toBe('50');
    expect(bar?.getAttribute('aria-valuetext')).toBe('50%');
    expect(bar?.getAttribute('aria-label')).toBeTruthy();
  });

  it("flag on, below the banner's minThreshold: neither banner nor bar (shell spec §4)", () => {
    expect(show(30, true).textContent).toBe('');
  });

  it('flag on, threshold reached: the met headline and a full bar', () => {
    const page = show(150, true);
    expect(page.textContent).toBe('Your order ships free!');
    expect(page.querySelector('progress')?.getAttribute('value')).toBe('100');
  });

  it("flag on, no threshold banner for the site (another site's, or ended): no bar", () => {
    expect(show(80, true, [{ ...banner, sites: ['ac-uk'] }]).textContent).toBe('');
    expect(show(80, true, [{ ...banner, endDate: '2020-01-01T00:00:00Z' }]).textContent).toBe('');
  });
});

// Issue 12 (delivery-pass membership "where the site's billing countries allow it, and the member
// cookie"; shell spec §4, §6): a member is told why shipping is free, not how far from it they are.
describe('a delivery-pass member at the bag (issue 12)', () => {
  // The probe is a chunk of its own: loaded once here, so a cold transform cannot outlast a wait.
  beforeAll(async () => {
    await import('../../../../engine/components/cart/pass-member-probe.tsx');
  });
  const MEMBER_LINE = 'Your Delivery Pass makes standard shipping free on this order.';

  it('with the member cookie, on a site whose pass counts in its country: the pass, no progress', async () => {
    document.cookie = 'sf_delivery_pass=1; path=/';
    const page = show(75, true, [banner], ['US']);
    await waitFor(() => expect(page.textContent).toBe(MEMBER_LINE), { timeout: 5000 });
    expect(page.querySelector('progress')).toBeNull();
  });

  it('the cookie alone on a site whose pass does not count in its country: the progress', async () => {
    document.cookie = 'sf_delivery_pass=1; path=/';
    const page = show(75, true, [banner], ['CA']);
    // The probe's chunk loads and answers nothing: the banner stays.
    await act(() => import('../../../../engine/components/cart/pass-member-probe.tsx'));
    expect(page.textContent).toBe("You're $75 away from free standard shipping.");
    expect(page.querySelector('progress')).not.toBeNull();
  });

  it('a pass in the bag (bought with this order): standard shipping is free, no progress', () => {
    const page = show(75, true, [banner], ['US'], true);
    expect(page.textContent).toBe(MEMBER_LINE);
    expect(page.querySelector('progress')).toBeNull();
  });

  it('a site that sells the pass, without the cookie: the progress', async () => {
    const page = show(75, true, [banner], ['US']);
    await act(() => import('../../../../engine/components/cart/pass-member-probe.tsx'));
    expect(page.textContent).toBe("You're $75 away from free standard shipping.");
  });
});
