// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RedirectMethodDetails } from '../../../../engine/components/checkout/redirect-method-details.tsx';
import { COUNTRY_BOUND_SWITCHES } from '../../../../engine/config/check-sites.ts';
import {
  TRUSTLY_BANK_COUNTRIES,
  TRUSTLY_BANKS,
  bankLogoSrc,
} from '../../../../engine/domain/payment/trustly-banks.ts';
import { createI18n } from '../../../../engine/i18n/index.ts';
import { I18nProvider } from '../../../../engine/i18n/react.tsx';
import { AppEnvProvider } from '../../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../../engine/routing/app-env.ts';
import { screen } from '../../../support/screen.ts';

/**
 * Trustly bank logos per site (catalogue spec §5 per-site switches "bank logos for Trustly";
 * issue 12 "Klarna legal text and Trustly bank logos per site"): where the switch is on, the
 * payment step shows the site country's banks as logo images named by their alt text, in a list
 * named by the note above it; another country's banks are not shown.
 */
const i18n = {
  'en-GB': await createI18n('en-GB'),
  'de-DE': await createI18n('de-DE'),
};

function render(country: string, locale: 'en-GB' | 'de-DE', trustlyBankLogos = true) {
  const env = {
    brand: { id: 'anthropologie' },
    site: { id: `an-${country.toLowerCase()}`, country, switches: { trustlyBankLogos } },
    flags: {},
    locale,
  } as unknown as AppEnv;
  document.body.innerHTML = renderToString(
    <I18nProvider i18n={i18n[locale]}>
      <AppEnvProvider env={env}>
        <RedirectMethodDetails method="TRUSTLY" total={80} currency="GBP" approved={false} />
      </AppEnvProvider>
    </I18nProvider>,
  );
}

const names = (country: string) => TRUSTLY_BANKS[country]!.map((bank) => bank.name);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Trustly bank logos per site (catalogue spec §5)', () => {
  it("the UK site shows the UK's banks as logos named by their alt text, and no German bank", () => {
    render('GB', 'en-GB');
    const list = screen.getByRole('list', {
      name: 'Pay straight from your bank account. Banks include:',
    });
    const logos = within(list).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual([
      'Barclays',
      'HSBC',
      'Lloyds',
      'NatWest',
      'Santander',
      'Monzo',
    ]);
    for (const logo of logos) {
      expect(logo.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    }
    for (const name of ['Sparkasse', 'Deutsche Bank', 'N26']) {
      expect(screen.queryByRole('img', { name })).toBeNull();
    }
  });

  it("a German site shows Germany's banks, not the UK's", () => {
    render('DE', 'de-DE');
    const list = screen.getByRole('list', {
      name: 'Bezahle direkt von deinem Bankkonto. Unter anderem mit:',
    });
    expect(
      within(list)
        .getAllByRole('img')
        .map((logo) => logo.getAttribute('alt')),
    ).toEqual(names('DE'));
    for (const name of ['Barclays', 'Monzo', 'NatWest']) {
      expect(screen.queryByRole('img', { name })).toBeNull();
    }
  });

  it('no logos where the switch is off, or for a country without a bank list', () => {
    render('GB', 'en-GB', false);
    expect(screen.queryAllByRole('img')).toEqual([]);
    render('SE', 'en-GB');
    expect(screen.queryAllByRole('list')).toEqual([]);
  });

  it('every badge is an SVG wordmark with its name escaped; ES, IT and FR have six banks each', () => {
    for (const country of ['ES', 'IT', 'FR']) expect(names(country)).toHaveLength(6);
    const svg = decodeURIComponent(
      bankLogoSrc({ name: 'A & B <Bank>', background: '#000', foreground: '#fff' }).slice(
        'data:image/svg+xml,'.length,
      ),
    );
    expect(svg).toContain('>A &amp; B &lt;Bank&gt;</text>');
    expect(
      new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('parsererror'),
    ).toBeNull();
  });

  it('the config check allows the switch exactly where a bank list exists', () => {
    expect([...(COUNTRY_BOUND_SWITCHES.trustlyBankLogos ?? [])].sort()).toEqual(
      [...TRUSTLY_BANK_COUNTRIES].sort(),
    );
  });
});
