import { useTranslation } from 'react-i18next';
import { SiteLink } from '../../components/content/site-link.tsx';
import { useText } from '../../components/content/use-text.ts';
import { useAppEnv } from '../env.tsx';

/** The footer from content/footer.json: columns and social links (full) or the copyright (slim). */
export function Footer({ variant }: { variant: 'full' | 'slim' }) {
  const { brand } = useAppEnv();
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
                  <SiteLink to={link.url} newWindow={link.external}>
                    {text(link.label)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {footer.socialLinks.length > 0 ? (
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
