import { useTranslation } from '../../i18n/react.tsx';
import type { ResolvedFooterColumnsProps } from '../../config/generated/resolved.ts';
import { HashModalLink } from '../common/hash-modal-link.tsx';
import { SiteLink } from '../common/site-link.tsx';
import { useText } from '../common/use-text.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useLeafMeta } from './route-state.ts';
import { SiteSelector } from './site-selector.tsx';

/**
 * The footer from content/footer.json: columns and social links, or only the copyright on routes
 * with the slim footer (shell spec §2.3). Registered as FooterColumns (components.footer).
 */
export default function FooterColumns({ showSocialLinks }: ResolvedFooterColumnsProps) {
  const variant = useLeafMeta().footer;
  const { brand, flags } = useAppEnv();
  const { t } = useTranslation();
  const text = useText();
  const { footer } = brand.content;
  // The year of the build's data would do; the server's year keeps hydration stable within a day.
  const copyright = t('footer.copyright', {
    year: new Date().getUTCFullYear(),
    brand: brand.settings.name,
  });
  if (variant === 'slim') {
    return (
      <footer className="sf-footer sf-footer--slim">
        <p>{copyright}</p>
      </footer>
    );
  }
  return (
    <footer className="sf-footer sf-footer--full">
      <div className="sf-footer__columns">
        {footer.columns.map((column, index) => (
          <nav key={index} aria-label={text(column.title)}>
            <h2>{text(column.title)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.url}>
                  {/* A modal link opens its dialog over this page instead of going to its url;
                      #site-select opens 'Shop In' only where enableSiteSelectModal is on (shell
                      spec §2.4), so elsewhere the link is the site selector itself (§2.3). */}
                  {link.opensModal === 'site-select' && flags.enableSiteSelectModal !== true ? (
                    <SiteSelector label={text(link.label)} />
                  ) : link.opensModal ? (
                    <HashModalLink modal={link.opensModal}>{text(link.label)}</HashModalLink>
                  ) : (
                    <SiteLink to={link.url} newWindow={link.external}>
                      {text(link.label)}
                    </SiteLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {showSocialLinks && footer.socialLinks.length > 0 ? (
        <ul className="sf-footer__social" aria-label={t('footer.followUs')}>
          {footer.socialLinks.map((link) => (
            <li key={link.network}>
              <a href={link.url} rel="noopener noreferrer" target="_blank">
                {link.network}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p>{copyright}</p>
    </footer>
  );
}
