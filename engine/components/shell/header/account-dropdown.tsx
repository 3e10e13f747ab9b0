import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/react.tsx';
import { apiKey, callApi, shopperScope } from '../../../api/index.ts';
import { getCurrentToken, logout, NO_TOKEN } from '../../../api/calls/auth.ts';
import { accountSections } from '../../../domain/account/account-menu.ts';
import type { AccountMenuEntry } from '../../../domain/account/account-menu.ts';
import { buildRouteTable } from '../../../routing/route-table.ts';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { SiteLink, useSitePath } from '../../common/site-link.tsx';
import { useLeafMeta } from '../route-state.ts';
import { forgetPassMember } from '../services/delivery-pass-sync.tsx';

/**
 * The signed-in account menu (shell spec §2.3): the site's account-menu entries in the brand's
 * order (Registry not on EU groups or the Canada site) and Sign Out, which ends the session
 * through the API, forgets every shopper answer and leaves a protected page for the home page.
 */
export default function AccountDropdown({
  id,
  onClose,
}: {
  id: string;
  onClose: (restoreFocus: boolean) => void;
}) {
  const { t } = useTranslation();
  const env = useAppEnv();
  const { api, site } = env;
  // The entries' names are the account pages' strings: they come with this menu.
  const [ready, setReady] = useState(!env.loadStrings);
  useEffect(() => {
    void env.loadStrings?.(['account']).then(() => setReady(true));
  }, [env]);
  const meta = useLeafMeta();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sitePath = useSitePath();
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  // The account pages' own list (domain/account): the same entries, paths and Registry rule as
  // the account pages' menu, the paths from the site's route table.
  const sections = useMemo(() => {
    const paths = new Map(buildRouteTable(site).map((route) => [route.name, route.path]));
    return accountSections(
      site.accountMenu as readonly AccountMenuEntry[],
      (name) => paths.get(name),
      site,
    );
  }, [site]);
  const { pathname } = useLocation();
  const openedOn = useRef(pathname);
  // Under a tall header (promo banners, a short window) the menu would run past the screen's
  // bottom, out of reach while the header sticks: it scrolls inside the space left instead.
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const menu = box.current;
    if (!menu) return;
    const room = window.innerHeight - menu.getBoundingClientRect().top - 8;
    menu.style.maxHeight = `${Math.max(room, 160)}px`;
  }, [ready]);

  // A route change or a press outside the account menu closes it.
  useEffect(() => {
    if (pathname !== openedOn.current) onClose(false);
  }, [pathname, onClose]);
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Element && !event.target.closest('.sf-account')) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose]);

  async function signOut() {
    setPending(true);
    setFailed(false);
    try {
      await callApi(api, logout, {});
    } catch {
      setFailed(true);
      setPending(false);
      return;
    }
    forgetPassMember();
    // Every shopper answer goes but the token's entry, which takes the signed-out answer: its
    // readers (the header, guards) are told and re-render signed out.
    const tokenKey = apiKey(api.site, getCurrentToken, {});
    const token = queryClient.getQueryCache().find({ queryKey: tokenKey, exact: true });
    queryClient.removeQueries({
      queryKey: shopperScope(api.site),
      predicate: (query) => query !== token,
    });
    queryClient.setQueryData(tokenKey, NO_TOKEN);
    // A page that needs a signed-in shopper sends them home; a public page keeps them.
    if (meta.guard === 'authorized' || meta.guard === 'no-guest') void navigate(sitePath('/'));
  }

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose(true);
  };

  if (!ready) return null;
  return (
    <div id={id} ref={box} className="sf-account__menu" onKeyDown={keyDown}>
      <ul>
        {sections.map(({ entry, path }) => (
          <li key={entry}>
            <SiteLink to={path} className="sf-account__entry">
              {t(`account.menu.${entry}`)}
            </SiteLink>
          </li>
        ))}
        <li className="sf-account__sign-out">
          <button type="button" onClick={() => void signOut()} disabled={pending}>
            {t('account.menu.signOut')}
          </button>
        </li>
      </ul>
      {failed ? (
        <p className="sf-error" role="alert">
          {t('header.signOutFailed')}
        </p>
      ) : null}
    </div>
  );
}
