import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { NAV_RULES } from '../../../domain/header/navigation.ts';
import { SiteList } from '../site-selector.tsx';

export const DRAWER_ID = 'sf-mobile-drawer';

// The drawer is code a desktop shopper never runs: a chunk loaded on the first press.
const MobileDrawer = lazy(() => import('./mobile-drawer.tsx'));

/**
 * The hamburger of small screens (shell spec §2.3, §4): opens the mobile navigation drawer; the
 * drawer closes itself (Escape, route or breakpoint change, search opening) and focus comes back.
 */
export function Hamburger() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) button.current?.focus();
  }, []);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="sf-header__hamburger"
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        onClick={() => setOpen(true)}
      >
        <span className="sf-glyph sf-glyph--menu" aria-hidden="true" />
        <span className="sf-visually-hidden">{t('header.openMenu')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileDrawer id={DRAWER_ID} rules={NAV_RULES} siteList={SiteList} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
