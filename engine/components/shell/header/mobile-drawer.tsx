import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/react.tsx';
import type { ResolvedNavigationItem } from '../../../config/generated/resolved.ts';
import type { NavRules } from '../../../domain/header/navigation.ts';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { SiteLink } from '../../common/site-link.tsx';
import { useText } from '../../common/use-text.ts';
import { NavEntry } from './nav-entry.tsx';
import type { NavNode } from './nav-entry.tsx';
import { trapTab } from './trap-tab.ts';
import { useBreakpointChange } from './use-breakpoint-change.ts';
import { useNavChildren } from './use-nav-children.ts';
import { useNavPromos } from './use-nav-promos.ts';
import { NavPromoList } from './nav-promo-list.tsx';
import type { SiteList } from '../site-selector.tsx';

/** The drawer foot's entry, as `from` names it when its level is left. */
const SITES = 'site-select';

/**
 * An item pushed into: its children come from the API (shell spec §4), headings and links, then
 * the item's personalised promos (shell spec §7), as the desktop mega-menu shows them.
 */
function DrawerLevel({
  item,
  name,
  rules,
  onBack,
}: {
  item: ResolvedNavigationItem;
  name: string;
  rules: NavRules;
  onBack: () => void;
}) {
  const { navTarget, visibleNavItems } = rules;
  const { t } = useTranslation();
  const { site } = useAppEnv();
  const { data, isError } = useNavChildren(item.itemId);
  const own = navTarget(item);
  const children = data ? visibleNavItems(data.navigationItems as NavNode[], site.id) : [];
  const promos = useNavPromos(item.itemId);
  return (
    <div className="sf-drawer__level">
      <button type="button" className="sf-drawer__back" onClick={onBack} data-drawer-back="">
        <span aria-hidden="true">‹ </span>
        {t('header.menuBack')}
      </button>
      <h2 className="sf-drawer__title">{name}</h2>
      <ul className="sf-drawer__list" aria-busy={!data && !isError}>
        {own.kind === 'link' ? (
          <li>
            <SiteLink to={own.href} newWindow={own.newWindow} className="sf-drawer__link">
              {t('header.shopAll', { name })}
            </SiteLink>
          </li>
        ) : null}
        {!data && !isError ? (
          <li role="status" className="sf-drawer__loading">
            {t('header.loading')}
          </li>
        ) : null}
        {children.map((child) => (
          <li key={child.itemId}>
            <NavEntry item={child} rules={rules} className="sf-drawer__link" />
            {child.typeCode === 'HEADING' && child.navigationItems?.length ? (
              <ul className="sf-drawer__sublist">
                {visibleNavItems(child.navigationItems, site.id).map((leaf) => (
                  <li key={leaf.itemId}>
                    <NavEntry item={leaf} rules={rules} className="sf-drawer__link" />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <NavPromoList promos={promos} className="sf-drawer__promos" />
    </div>
  );
}

/**
 * The mobile navigation drawer (shell spec §2.3, §4): a modal panel with the top-level items;
 * pushing into one shows its children (loaded then), Back collapses. Focus stays inside while it
 * is open; Escape, a route change, a breakpoint change to large and search opening close it.
 */
export default function MobileDrawer({
  id,
  rules,
  siteList: Sites,
  onClose,
}: {
  id: string;
  rules: NavRules;
  /** The header selector's list, from the header's chunk (importing it would split that chunk). */
  siteList: typeof SiteList;
  onClose: (restoreFocus: boolean) => void;
}) {
  const { t } = useTranslation();
  const { brand, site, sites } = useAppEnv();
  const here = sites.list.find((entry) => entry.id === site.id);
  const text = useText();
  const { pathname } = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const openedOn = useRef(pathname);
  const [pushed, setPushed] = useState<ResolvedNavigationItem | undefined>();
  // The site selector's level (shell spec §2.3): a phone's header has no utility bar.
  const [siteLevel, setSiteLevel] = useState(false);
  const [from, setFrom] = useState<string | undefined>();
  const items = rules.visibleNavItems(
    brand.content.navigation.items as readonly ResolvedNavigationItem[],
    site.id,
  );

  useEffect(() => {
    if (pathname !== openedOn.current) onClose(false);
  }, [pathname, onClose]);

  // Any breakpoint change closes it (shell spec §4); above l (limits.breakpoints.l) the header
  // has no hamburger to bring it back.
  useBreakpointChange(() => onClose(false));

  useEffect(() => {
    // The search box opening closes the drawer (shell spec §4), whatever opened it.
    const focusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest('[role="search"]')) {
        onClose(false);
      }
    };
    document.addEventListener('focusin', focusIn);
    return () => {
      document.removeEventListener('focusin', focusIn);
    };
  }, [onClose]);

  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    const target =
      pushed || siteLevel
        ? root.querySelector<HTMLElement>('[data-drawer-back]')
        : from
          ? root.querySelector<HTMLElement>(`[data-drawer-item="${CSS.escape(from)}"]`)
          : root.querySelector<HTMLElement>('button, a[href]');
    target?.focus();
  }, [pushed, siteLevel, from]);

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose(true);
      return;
    }
    if (panel.current) trapTab(event, panel.current);
  };

  return (
    <div className="sf-drawer-layer">
      <div className="sf-drawer-backdrop" aria-hidden="true" onClick={() => onClose(true)} />
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={t('header.menu')}
        className="sf-drawer"
        onKeyDown={keyDown}
      >
        <div className="sf-drawer__top">
          <span className="sf-drawer__brand" aria-hidden="true">
            {brand.settings.name}
          </span>
          <button type="button" className="sf-drawer__close" onClick={() => onClose(true)}>
            <span aria-hidden="true">×</span>
            <span className="sf-visually-hidden">{t('header.closeMenu')}</span>
          </button>
        </div>
        {siteLevel ? (
          <div className="sf-drawer__level">
            <button
              type="button"
              className="sf-drawer__back"
              onClick={() => {
                setFrom(SITES);
                setSiteLevel(false);
              }}
              data-drawer-back=""
            >
              <span aria-hidden="true">‹ </span>
              {t('header.menuBack')}
            </button>
            <h2 className="sf-drawer__title">{t('header.countryLanguage')}</h2>
            <Sites open />
          </div>
        ) : (
          <>
            <nav aria-label={t('header.mainNavigation')}>
              {pushed ? (
                <DrawerLevel
                  item={pushed}
                  name={text(pushed.displayName)}
                  rules={rules}
                  onBack={() => {
                    setFrom(pushed.itemId);
                    setPushed(undefined);
                  }}
                />
              ) : (
                <ul className="sf-drawer__list">
                  {items.map((item) => (
                    <li key={item.itemId}>
                      {item.navigationItems.length > 0 ? (
                        <button
                          type="button"
                          className="sf-drawer__push"
                          data-drawer-item={item.itemId}
                          onClick={() => setPushed(item)}
                        >
                          <span
                            className={
                              item.navigationDisplayPreferences.displayAsSale
                                ? 'sf-nav__link--sale'
                                : undefined
                            }
                          >
                            {text(item.displayName)}
                          </span>
                          <span aria-hidden="true">›</span>
                        </button>
                      ) : (
                        <NavEntry
                          item={{
                            ...item,
                            displayName: text(item.displayName),
                            navigationItems: [],
                          }}
                          rules={rules}
                          className="sf-drawer__link"
                        />
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </nav>
            {pushed ? null : (
              <div className="sf-drawer__foot">
                <button
                  type="button"
                  className="sf-drawer__push sf-drawer__site"
                  data-drawer-item={SITES}
                  onClick={() => setSiteLevel(true)}
                >
                  <span className="sf-glyph sf-glyph--globe" aria-hidden="true" />
                  <span className="sf-drawer__site-label">{t('header.countryLanguage')}</span>
                  <span className="sf-drawer__site-now">
                    {here
                      ? `${here.country} | ${[here.currencyPrefix, here.currency].filter(Boolean).join(' ')}`
                      : null}
                  </span>
                  <span aria-hidden="true">›</span>
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
