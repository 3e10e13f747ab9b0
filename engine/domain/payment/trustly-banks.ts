/**
 * Banks a shopper can pay from through Trustly, per country (catalogue spec §5 per-site switches
 * "bank logos for Trustly"): shown as logos on the payment step where the site's switch
 * trustlyBankLogos is on, for the site's own country only. Each logo is a small wordmark badge in
 * the bank's colours, drawn here as SVG (no third-party artwork, no request: a data URL, which the
 * storefront's img-src allows), with the bank's name as its accessible name.
 */
export interface TrustlyBank {
  readonly name: string;
  /** The badge's background and its wordmark's colour. */
  readonly background: string;
  readonly foreground: string;
}

const bank = (name: string, background: string, foreground = '#ffffff'): TrustlyBank => ({
  name,
  background,
  foreground,
});

export const TRUSTLY_BANKS: Readonly<Record<string, readonly TrustlyBank[]>> = {
  GB: [
    bank('Barclays', '#00aeef'),
    bank('HSBC', '#db0011'),
    bank('Lloyds', '#006a4d'),
    bank('NatWest', '#42145f'),
    bank('Santander', '#ec0000'),
    bank('Monzo', '#14233c'),
  ],
  DE: [
    bank('Sparkasse', '#ff0000'),
    bank('Deutsche Bank', '#0018a8'),
    bank('Commerzbank', '#ffcc00', '#1b1b1b'),
    bank('ING', '#ff6200'),
    bank('DKB', '#0f5aa8'),
    bank('N26', '#2b6e60'),
  ],
  ES: [
    bank('Santander', '#ec0000'),
    bank('BBVA', '#004481'),
    bank('CaixaBank', '#007eae'),
    bank('Sabadell', '#0058b8'),
    bank('Bankinter', '#c44d00'),
    bank('ING', '#ff6200'),
  ],
  IT: [
    bank('Intesa Sanpaolo', '#00754a'),
    bank('UniCredit', '#e2001a'),
    bank('Banco BPM', '#0b4a8f'),
    bank('BPER Banca', '#005a5b'),
    bank('Fineco', '#00549f'),
    bank('BancoPosta', '#ffcc00', '#1b1b1b'),
  ],
  FR: [
    bank('BNP Paribas', '#00915a'),
    bank('Crédit Agricole', '#006a4e'),
    bank('Société Générale', '#e9041e'),
    bank('LCL', '#1c3f94'),
    bank('Banque Populaire', '#0055a4'),
    bank('La Banque Postale', '#003da5'),
  ],
};

/** The countries with a bank list: where the switch can be on (engine/config/check-sites.ts). */
export const TRUSTLY_BANK_COUNTRIES = Object.keys(TRUSTLY_BANKS);

/** The site country's banks; none for a country without a list. */
export function trustlyBanksOf(country: string): readonly TrustlyBank[] {
  return TRUSTLY_BANKS[country] ?? [];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The badge's size, in CSS pixels: 120 × 40, the wordmark shrunk to fit long names. */
export const BANK_LOGO_WIDTH = 120;
export const BANK_LOGO_HEIGHT = 40;

/** A bank's wordmark badge as an SVG data URL (the img's alt gives its name). */
export function bankLogoSrc({ name, background, foreground }: TrustlyBank): string {
  const size = name.length > 12 ? 12 : name.length > 8 ? 14 : 16;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANK_LOGO_WIDTH}" height="${BANK_LOGO_HEIGHT}" ` +
    `viewBox="0 0 ${BANK_LOGO_WIDTH} ${BANK_LOGO_HEIGHT}">` +
    `<rect width="${BANK_LOGO_WIDTH}" height="${BANK_LOGO_HEIGHT}" rx="6" fill="${background}"/>` +
    `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" ` +
    `font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${size}" ` +
    `textLength="${Math.min(BANK_LOGO_WIDTH - 16, name.length * size * 0.62)}" lengthAdjust="spacingAndGlyphs" ` +
    `fill="${foreground}">${escapeXml(name)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
