import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { ResolvedNavigationItem } from '../../../config/generated/resolved.ts';
import { NAV_RULES, navTarget, visibleNavItems } from '../../../domain/header/navigation.ts';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { SiteLink } from '../../common/site-link.tsx';
import { useText } from '../../common/use-text.ts';

// The mega-menu (hover intent, keyboard, panels) is a chunk loaded when the shopper first points
// at or focuses the navigation; the top-level links are in the server's HTML.
const MegaMenuController = lazy(() =>
  import('./mega-menu.tsx').then((module) => ({ default: module.MegaMenuController })),
);
const MegaPanel = lazy(() =>
  import('./mega-menu.tsx').then((module) => ({ default: module.MegaPanel })),
);

/**
 * The super navigation (shell spec §2.3, §3.3): the site's top-level items as links, each with a
 * disclosure button for its mega-menu panel. Hidden below the large breakpoint, where the
 * hamburger's drawer carries the navigation.
 */
export function MainNavigation() {
  const { brand, site } = useAppEnv();
  const { t } = useTranslation();
  const text = useText();
  const nav = useRef<HTMLElement>(null);
  // The pointer or key that armed the menu: the chunk acts on it when it arrives.
  const early = useRef<PointerEvent | KeyboardEvent | undefined>(undefined);
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState<string | undefined>();
  const items = visibleNavItems(
    brand.content.navigation.items as readonly ResolvedNavigationItem[],
    site.id,
  );
  useEffect(() => {
    if (items.length === 0) console.warn('[storefront:header] No SuperNav L1s found');
  }, [items.length]);
  if (items.length === 0) return null;
  const arm = () => setArmed(true);
  return (
    <nav
      ref={nav}
      className="sf-nav"
      aria-label={t('header.mainNavigation')}
      onPointerOver={(event) => {
        early.current = event.nativeEvent;
        arm();
      }}
      onKeyDown={(event) => {
        early.current = event.nativeEvent;
        arm();
      }}
      onFocus={arm}
    >
      <ul className="sf-nav__list">
        {items.map((item) => {
          const target = navTarget(item);
          const name = text(item.displayName);
          const expanded = open === item.itemId;
          const sale = item.navigationDisplayPreferences.displayAsSale ? ' sf-nav__link--sale' : '';
          return (
            <li key={item.itemId} className="sf-nav__item" data-nav-item={item.itemId}>
              {target.kind === 'link' ? (
                <SiteLink
                  to={target.href}
                  newWindow={target.newWindow}
                  className={`sf-nav__top${sale}`}
                >
                  {name}
                </SiteLink>
              ) : (
                <span className={`sf-nav__top${sale}`}>{name}</span>
              )}
              {item.navigationItems.length > 0 ? (
                <button
                  type="button"
                  className="sf-nav__expand"
                  aria-expanded={expanded}
                  aria-controls={`sf-mega-${item.itemId}`}
                  onClick={() => {
                    arm();
                    setOpen(expanded ? undefined : item.itemId);
                  }}
                >
                  <span className="sf-visually-hidden">{t('header.showCategories', { name })}</span>
                </button>
              ) : null}
              {armed && expanded ? (
                <Suspense fallback={null}>
                  <MegaPanel
                    id={`sf-mega-${item.itemId}`}
                    item={item}
                    name={name}
                    rules={NAV_RULES}
                  />
                </Suspense>
              ) : null}
            </li>
          );
        })}
      </ul>
      {armed ? (
        <Suspense fallback={null}>
          <MegaMenuController nav={nav} early={early} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </nav>
  );
}
