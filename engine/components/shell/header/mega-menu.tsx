import { useEffect, useRef, useState } from 'react';
import type { Dispatch, RefObject, SetStateAction } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/react.tsx';
import type { ResolvedNavigationItem } from '../../../config/generated/resolved.ts';
import { createHoverIntent } from '../../../domain/header/hover-intent.ts';
import type { HoverIntent } from '../../../domain/header/hover-intent.ts';
import { navColumns, tertiarySplit } from '../../../domain/header/nav-layout.ts';
import type { NavRules } from '../../../domain/header/navigation.ts';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { SiteLink } from '../../common/site-link.tsx';
import { NavEntry } from './nav-entry.tsx';
import type { NavNode } from './nav-entry.tsx';
import { useNavChildren } from './use-nav-children.ts';
import { useNavPromos } from './use-nav-promos.ts';
import { NavPromoList } from './nav-promo-list.tsx';

type SetOpen = Dispatch<SetStateAction<string | undefined>>;

const itemOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-nav-item]') : null;

/**
 * The mega-menu's behaviour on the server-rendered navigation (shell spec §4): a panel opens on
 * hover with intent (§9: 150 ms interval, 50 ms timeout) and by keyboard (Enter or Space on the
 * disclosure button, ArrowDown on the item); Escape closes it and focus returns to the item;
 * leaving the navigation with focus, clicking elsewhere or a route change closes it.
 */
export function MegaMenuController({
  nav,
  early,
  setOpen,
}: {
  nav: RefObject<HTMLElement | null>;
  /** The pointer or key event that loaded this chunk: acted on once it is here. */
  early: RefObject<PointerEvent | KeyboardEvent | undefined>;
  setOpen: SetOpen;
}) {
  const { site } = useAppEnv();
  const { pathname } = useLocation();
  const { hoverIntentIntervalMs, hoverIntentTimeoutMs } = site.limits.timings;

  useEffect(() => setOpen(undefined), [pathname, setOpen]);

  useEffect(() => {
    const root = nav.current;
    if (!root) return;
    let hovered: { id: string; intent: HoverIntent } | undefined;
    const track = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      const id = itemOf(event.target)?.dataset.navItem;
      if (hovered && hovered.id === id) {
        hovered.intent.move(event.clientX, event.clientY);
        return;
      }
      hovered?.intent.leave();
      hovered = undefined;
      if (!id) return;
      const intent = createHoverIntent({
        intervalMs: hoverIntentIntervalMs,
        timeoutMs: hoverIntentTimeoutMs,
        onOver: () => setOpen(id),
        onOut: () => setOpen((current) => (current === id ? undefined : current)),
      });
      hovered = { id, intent };
      intent.enter(event.clientX, event.clientY);
    };
    const leave = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      hovered?.intent.leave();
      hovered = undefined;
    };
    const keyDown = (event: KeyboardEvent) => {
      const item = itemOf(event.target);
      const id = item?.dataset.navItem;
      if (!item || !id) return;
      if (event.key === 'ArrowDown' && item.querySelector('.sf-nav__expand')) {
        if (event.target instanceof Element && event.target.closest('.sf-mega')) return;
        event.preventDefault();
        root.dataset.focusFirst = id;
        setOpen(id);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(undefined);
        (
          item.querySelector<HTMLElement>('.sf-nav__expand') ??
          item.querySelector<HTMLElement>('.sf-nav__top')
        )?.focus();
      }
    };
    // Focus moving out of the navigation closes it; focus dropped on nothing (a click on the
    // panel's background) does not.
    const focusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) {
        setOpen(undefined);
      }
    };
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) setOpen(undefined);
    };
    const first = early.current;
    early.current = undefined;
    if (first instanceof KeyboardEvent) keyDown(first);
    else if (first && root.matches(':hover')) track(first);
    root.addEventListener('pointermove', track);
    root.addEventListener('pointerleave', leave);
    root.addEventListener('keydown', keyDown);
    root.addEventListener('focusout', focusOut);
    document.addEventListener('pointerdown', outside);
    return () => {
      hovered?.intent.cancel();
      root.removeEventListener('pointermove', track);
      root.removeEventListener('pointerleave', leave);
      root.removeEventListener('keydown', keyDown);
      root.removeEventListener('focusout', focusOut);
      document.removeEventListener('pointerdown', outside);
    };
  }, [nav, early, setOpen, hoverIntentIntervalMs, hoverIntentTimeoutMs]);

  return null;
}

/** A heading's tertiary items, the ones past the display preference behind 'See More' (§3.3). */
function HeadingGroup({ item, rules }: { item: NavNode; rules: NavRules }) {
  const { t } = useTranslation();
  const { site } = useAppEnv();
  const [all, setAll] = useState(false);
  const firstMore = useRef<HTMLLIElement>(null);
  // The button goes once pressed: focus moves to the first item it revealed.
  useEffect(() => {
    if (all) firstMore.current?.querySelector<HTMLElement>('a, h3')?.focus();
  }, [all]);
  const { shown, more } = tertiarySplit(
    rules.visibleNavItems(item.navigationItems ?? [], site.id),
    item.navigationDisplayPreferences?.tertiaryDisplay,
  );
  const listed = all ? [...shown, ...more] : shown;
  return (
    <li className="sf-mega__group">
      <NavEntry item={item} rules={rules} />
      <ul className="sf-mega__links">
        {listed.map((leaf, index) => (
          <li key={leaf.itemId} ref={index === shown.length ? firstMore : undefined}>
            <NavEntry item={leaf} rules={rules} />
          </li>
        ))}
        {more.length > 0 && !all ? (
          <li>
            <button type="button" className="sf-mega__more" onClick={() => setAll(true)}>
              {t('header.seeMore')}
            </button>
          </li>
        ) : null}
      </ul>
    </li>
  );
}

/**
 * A top-level item's panel: its children, loaded on expand (shell spec §4), laid out in 2 to 5
 * columns (limits.listing navigationColumnsMin and navigationColumnsMax), with the item's promo
 * image (containerInfo.imageUrl) in a column of its own.
 */
export function MegaPanel({
  id,
  item,
  name,
  rules,
}: {
  id: string;
  item: ResolvedNavigationItem;
  name: string;
  rules: NavRules;
}) {
  const { navTarget, visibleNavItems } = rules;
  const { t } = useTranslation();
  const { site } = useAppEnv();
  const { data, isError } = useNavChildren(item.itemId);
  const { navigationColumnsMin, navigationColumnsMax } = site.limits.listing;
  const image = item.containerInfo?.imageUrl;
  // The personalised promos for the shopper's site and country (shell spec §7).
  const promos = useNavPromos(item.itemId);
  const aside = image || promos.length > 0;
  const own = navTarget(item);
  const children = data ? visibleNavItems(data.navigationItems as NavNode[], site.id) : [];
  const { columns, span } = navColumns(children, {
    min: navigationColumnsMin,
    max: Math.max(navigationColumnsMax - (aside ? 1 : 0), 1),
  });

  useEffect(() => {
    const root = document.getElementById(id);
    const nav = root?.closest<HTMLElement>('nav');
    if (!root || !nav || nav.dataset.focusFirst !== item.itemId) return;
    if (!data && !isError) return;
    delete nav.dataset.focusFirst;
    root.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [id, item.itemId, data, isError]);

  return (
    <div id={id} className={`sf-mega sf-mega--cols-${span + (aside ? 1 : 0)}`}>
      <div className="sf-mega__inner" aria-busy={!data && !isError}>
        {own.kind === 'link' ? (
          <p className="sf-mega__all">
            <SiteLink to={own.href} newWindow={own.newWindow} className="sf-nav__link">
              {t('header.shopAll', { name })}
            </SiteLink>
          </p>
        ) : null}
        {!data && !isError ? (
          <p role="status" className="sf-mega__loading">
            {t('header.loading')}
          </p>
        ) : null}
        <div className="sf-mega__columns">
          {columns.map((column, index) => (
            <ul key={index} className="sf-mega__column">
              {column.map((child) =>
                child.typeCode === 'HEADING' ? (
                  <HeadingGroup key={child.itemId} item={child} rules={rules} />
                ) : (
                  <li key={child.itemId}>
                    <NavEntry item={child} rules={rules} />
                  </li>
                ),
              )}
            </ul>
          ))}
          {aside ? (
            <div className="sf-mega__promo">
              {image ? <img src={image} alt="" width={240} height={300} loading="lazy" /> : null}
              <NavPromoList promos={promos} className="sf-mega__promos" />
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
