import { useTranslation } from '../../../i18n/react.tsx';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { SiteLink } from '../../common/site-link.tsx';
import { useText } from '../../common/use-text.ts';

/**
 * The brand's links to its sister brands' own sites (content/header.json externalBrandLinks; shell
 * spec §3.3 external brand link: url, image, imageAltText, analyticsLabel, absolute, external):
 * each a logo whose alternative text names the brand. An absolute link leaves the site as written;
 * an external one opens a new window and says so. Its analytics label names the click (the shell's
 * link events).
 */
export function ExternalBrandLinks() {
  const { brand } = useAppEnv();
  const { t } = useTranslation();
  const text = useText();
  const links = brand.content.header.externalBrandLinks;
  if (links.length === 0) return null;
  return (
    <ul className="sf-brand-links" aria-label={t('header.sisterBrands')}>
      {links.map((link) => {
        const logo = (
          <>
            <img src={link.image} alt={text(link.imageAltText)} height={20} width={80} />
            {link.external ? (
              <span className="sf-visually-hidden"> {t('a11y.opensInNewWindow')}</span>
            ) : null}
          </>
        );
        return (
          <li key={link.url} data-analytics-label={link.analyticsLabel}>
            {link.absolute ? (
              <a
                className="sf-brand-links__link"
                href={link.url}
                {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {logo}
              </a>
            ) : (
              <SiteLink to={link.url} className="sf-brand-links__link" newWindow={link.external}>
                {logo}
              </SiteLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}
