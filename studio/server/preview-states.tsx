import { renderToStaticMarkup } from 'react-dom/server';
import type { ResolvedBrand, ResolvedSite } from '../../engine/config/types.ts';
import { ConsentBanner } from '../../engine/components/shell/services/consent-banner.tsx';
import { SITE_CHOICE_COOKIE } from '../../engine/domain/shell/site-switch-banner.ts';
import { createI18n } from '../../engine/i18n/index.ts';
import { I18nProvider } from '../../engine/i18n/react.tsx';

/**
 * The shopper states the preview shows on demand (issue 16: "the preview shows the site-switch and
 * consent states on demand"). The preview is the server's HTML and runs no script, so:
 * - the site-switch banner comes from the engine's own render, given the cookie of a shopper who
 *   chose another site of the brand before (the engine then puts the banner in its HTML);
 * - the consent banner, which the browser mounts after hydration, is rendered here from the
 *   engine's component with the site's strings, as a shopper who has not chosen sees it.
 * Where the site would not show one, a note says why instead.
 */
export interface PreviewStates {
  readonly siteSwitch?: boolean;
  readonly consent?: boolean;
}

/** The request cookies of a shopper in those states. */
export function previewCookies(
  brand: ResolvedBrand,
  site: ResolvedSite,
  states: PreviewStates,
): Record<string, string> {
  if (!states.siteSwitch) return {};
  const other = Object.keys(brand.sites).find((id) => id !== site.id);
  return other ? { [SITE_CHOICE_COOKIE]: other } : {};
}

/** Why an asked-for state does not show on this site: what the merchandiser would change. */
export function previewNotes(
  brand: ResolvedBrand,
  site: ResolvedSite,
  states: PreviewStates,
): string[] {
  const notes: string[] = [];
  if (states.siteSwitch) {
    if (!brand.content.footer.siteSwitching.enabled)
      notes.push(
        'The site-switch banner is off for the brand: content/footer.json siteSwitching.enabled is false.',
      );
    else if (!site.switches.siteSwitchBanner)
      notes.push(
        `The site-switch banner is off on ${site.id}: its switches.siteSwitchBanner is false.`,
      );
    else if (Object.keys(brand.sites).length < 2)
      notes.push('The site-switch banner needs a second site to offer.');
  }
  if (states.consent && site.consent.defaultConsented)
    notes.push(
      `${site.id} is consented by default (consent.defaultConsented): its shoppers get no consent banner, only the footer's cookie preferences link.`,
    );
  return notes;
}

/** The page's HTML with the consent banner a shopper who has not chosen sees, where it shows. */
export async function withConsentBanner(
  html: string,
  brand: ResolvedBrand,
  site: ResolvedSite,
): Promise<string> {
  if (site.consent.defaultConsented) return html;
  const i18n = await createI18n(
    site.defaultLocale,
    brand.strings as Record<string, Record<string, string>>,
    ['banners'],
  );
  const banner = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <ConsentBanner
        consent={{ granted: new Set(), chosen: false, choose: () => undefined }}
        defaultConsented={false}
        onManage={() => undefined}
      />
    </I18nProvider>,
  );
  const end = html.lastIndexOf('</body>');
  return end < 0 ? html + banner : html.slice(0, end) + banner + html.slice(end);
}
