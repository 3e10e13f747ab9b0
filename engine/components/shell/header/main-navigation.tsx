import { useTranslation } from '../../../i18n/react.tsx';
import type { ResolvedNavigationItem } from '../../../config/generated/resolved.ts';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { SiteLink } from '../../common/site-link.tsx';
import { useText } from '../../common/use-text.ts';

function navHref(item: ResolvedNavigationItem): string | undefined {
  if (item.typeCode === 'EXTERNAL' || item.targetUrl) return item.targetUrl;
  const slug = item.targetNavSlug ?? item.slug;
  return slug ? `/${slug}` : undefined;
}

/** The top level of content/navigation.json, for this site. */
export function MainNavigation() {
  const { brand, site } = useAppEnv();
  const { t } = useTranslation();
  const text = useText();
  const items = (brand.content.navigation.items as readonly ResolvedNavigationItem[]).filter(
    (item) => !item.sites || item.sites.includes(site.id),
  );
  return (
    <nav className="sf-nav" aria-label={t('header.mainNavigation')}>
      <ul>
        {items.map((item) => {
          const href = navHref(item);
          return (
            <li key={item.itemId}>
              {href ? (
                <SiteLink to={href}>{text(item.displayName)}</SiteLink>
              ) : (
                <span>{text(item.displayName)}</span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
