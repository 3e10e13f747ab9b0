import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../api/index.ts';
import { getShopIndex } from '../../api/calls/shops.ts';
import { SiteLink } from '../../components/common/site-link.tsx';
import type { ShopKind } from '../../api/calls/shops.ts';
import { groupByLetter, OTHER_LETTER } from '../../domain/search/shop-letters.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import './shop-index.css';

/**
 * The brand or seller index (catalogue spec §1 /brands, /sellers): every name, alphabetical,
 * grouped by letter, with a jump list of the letters; each links to its page.
 */
export function ShopIndex({ kind }: { kind: ShopKind }) {
  const env = useAppEnv();
  const { t } = useTranslation();
  const { data } = useQuery(apiQuery(env.api, getShopIndex, { kind }));
  if (!data) return null;
  const groups = groupByLetter(data.shops, env.locale);
  const anchor = (letter: string) => `sf-shops-${letter === OTHER_LETTER ? 'other' : letter}`;
  const title = t(kind === 'brands' ? 'brands.brandsTitle' : 'brands.sellersTitle');
  return (
    <section className="sf-shops" aria-labelledby="sf-shops-title">
      <h1 id="sf-shops-title" className="sf-page-title">
        {title}
      </h1>
      {groups.length === 0 ? (
        <p>{t('brands.none')}</p>
      ) : (
        <>
          <nav className="sf-shops__letters" aria-label={t('brands.letters')}>
            <ul>
              {groups.map((group) => (
                <li key={group.letter}>
                  <a href={`#${anchor(group.letter)}`}>{group.letter}</a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((group) => (
            <section
              key={group.letter}
              className="sf-shops__group"
              aria-labelledby={anchor(group.letter)}
            >
              <h2 id={anchor(group.letter)} className="sf-shops__letter">
                {group.letter}
              </h2>
              <ul className="sf-shops__list">
                {group.shops.map((shop) => (
                  <li key={shop.slug}>
                    <SiteLink to={`/${kind}/${shop.slug}`}>{shop.displayName}</SiteLink>{' '}
                    <span className="sf-shops__count">
                      {t('brands.productCount', { count: shop.productCount })}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </section>
  );
}
