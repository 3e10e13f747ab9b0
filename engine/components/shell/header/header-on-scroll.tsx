import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../i18n/react.tsx';
import { nextHeaderScroll, showsBackToTop } from '../../../domain/header/header-scroll.ts';
import type { HeaderScrollState } from '../../../domain/header/header-scroll.ts';
import { debounce } from '../../../domain/header/debounce.ts';
import { throttle } from '../../../domain/header/throttle.ts';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { useLeafMeta } from '../route-state.ts';

/**
 * Search open, the drawer, a mega-menu or the account menu open: the header stays where it is
 * (§4), so a menu taller than the space left under it can be scrolled to without hiding it.
 */
function headerBusy(): boolean {
  const active = document.activeElement;
  return Boolean(
    active?.closest('[role="search"], .sf-nav, .sf-header__account') ||
    document.querySelector(
      '.sf-drawer, .sf-mega, .sf-account__menu, .sf-search__listbox:not([hidden])',
    ),
  );
}

/**
 * The header hides as the shopper scrolls down and comes back on the way up (shell spec §4: 50 px
 * rule, §9: 30 ms throttle, ignored while search is open); the back-to-top button shows past one
 * viewport of scroll (§2.3, §9: 250 ms throttle), never where the route hides it (the home page).
 */
export default function HeaderOnScroll() {
  const { t } = useTranslation();
  const { site } = useAppEnv();
  const meta = useLeafMeta();
  const { headerScrollThrottleMs, headerScrollThresholdPx, backToTopThrottleMs, resizeDebounceMs } =
    site.limits.timings;
  const [backToTop, setBackToTop] = useState(false);

  useEffect(() => {
    const header = document.querySelector<HTMLElement>('.sf-header--full');
    // From the top: the shopper may have scrolled far before this chunk arrived.
    let state: HeaderScrollState = { hidden: false, anchorY: 0 };
    const hideOrReveal = throttle(() => {
      if (!header) return;
      state = nextHeaderScroll(state, {
        scrollY: window.scrollY,
        headerHeight: header.offsetHeight,
        thresholdPx: headerScrollThresholdPx,
        frozen: headerBusy(),
      });
      header.classList.toggle('sf-header--hidden', state.hidden);
    }, headerScrollThrottleMs);
    const backToTopCheck = throttle(() => {
      setBackToTop(showsBackToTop(window.scrollY, window.innerHeight, meta.hideBackToTop));
    }, backToTopThrottleMs);
    const scroll = () => {
      hideOrReveal();
      backToTopCheck();
    };
    // A resize (a phone turned, a window dragged) changes the header's height and what one
    // viewport of scroll is: both are measured again once it ends (§9: resize debounce 200 ms).
    const resized = debounce(scroll, resizeDebounceMs);
    scroll();
    window.addEventListener('scroll', scroll, { passive: true });
    window.addEventListener('resize', resized);
    return () => {
      window.removeEventListener('scroll', scroll);
      window.removeEventListener('resize', resized);
      resized.cancel();
      hideOrReveal.cancel();
      backToTopCheck.cancel();
      header?.classList.remove('sf-header--hidden');
    };
  }, [
    headerScrollThrottleMs,
    headerScrollThresholdPx,
    backToTopThrottleMs,
    resizeDebounceMs,
    meta.hideBackToTop,
  ]);

  if (!backToTop) return null;
  return createPortal(
    <button
      type="button"
      className="sf-back-to-top"
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        document.querySelector<HTMLElement>('#main')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑ </span>
      {t('header.backToTop')}
    </button>,
    document.body,
  );
}
