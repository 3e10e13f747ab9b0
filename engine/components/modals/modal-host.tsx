import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';
import { getProfile } from '../../api/calls/profile.ts';
import { useApiQuery } from '../../api/api-hooks.ts';
import { isModalHash, modalForHash } from '../../domain/modals/hash-modals.ts';
import type { ModalComponent } from '../../domain/modals/hash-modals.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useSession } from '../shell/route-state.ts';
import type { ModalBody } from './modal-body.ts';
import { connectExternalModals } from './external-modals.ts';
import { ModalBackContext } from './modal-frame.tsx';
import { ModalStore } from './modal-store.ts';
import './modals.css';

/** Each modal's code is a chunk of its own, loaded when its hash first appears. */
const BODIES: Readonly<Record<ModalComponent, LazyExoticComponent<ModalBody>>> = {
  login: lazy(() => import('./login-modal-body.tsx')),
  'order-inquiry': lazy(() => import('./order-inquiry-modal.tsx')),
  'help-code': lazy(() => import('./help-code-modal.tsx')),
  'email-sign-up': lazy(() => import('./email-sign-up-modal.tsx')),
  'giftcard-balance': lazy(() => import('./giftcard-balance-modal.tsx')),
  'contact-us': lazy(() => import('./contact-us-modal.tsx')),
  'request-catalog': lazy(() => import('./request-catalog-modal.tsx')),
  stylebot: lazy(() => import('./stylebot-modal.tsx')),
  'site-select': lazy(() => import('./site-select-modal.tsx')),
  'loyalty-signup': lazy(() => import('./loyalty-modal.tsx')),
  giveaway: lazy(() => import('./giveaway-modal.tsx')),
  'trade-program': lazy(() => import('./trade-program-modal.tsx')),
};

const COMPONENTS: ReadonlySet<string> = new Set(Object.keys(BODIES));

/** Drops a modal's hash without a navigation (shell spec §2.4: closing removes it). */
function dropModalHash(): void {
  if (!isModalHash(window.location.hash)) return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', pathname + search);
}

/**
 * The modal stack of the page (shell spec §2.4, §4), loaded with the first hash that may open a
 * modal: the hash opens its modal by the hash table's rules; a modal under another stays mounted
 * (hidden), so what was typed in it is there when the shopper comes back; 'Back' pops one, the
 * close button closes them all; a route change closes all. Focus goes back to the opener. An
 * external-event modal renders nothing here: another part of the page renders it when told.
 */
export default function ModalHost() {
  const env = useAppEnv();
  const location = useLocation();
  const session = useSession();
  const loggedIn = session.registered || session.authorized;
  const [store] = useState(() => new ModalStore());
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const [stringsReady, setStringsReady] = useState(!env.loadStrings);
  const profile = useApiQuery(getProfile, { loyalty: true }, { enabled: loggedIn });
  const pathname = useRef(location.pathname);

  // Modals a page script or a third-party widget opens and renders (external-modal-events.ts).
  useEffect(() => connectExternalModals(store, COMPONENTS), [store]);

  useEffect(() => {
    void env.loadStrings?.(['account']).then(() => setStringsReady(true));
  }, [env]);

  // Shell spec §4: route changes close modals (first: a new page's own hash then opens its modal).
  useEffect(() => {
    if (pathname.current === location.pathname) return;
    pathname.current = location.pathname;
    store.clear();
  }, [location.pathname, store]);

  // #giveaway's rule reads the profile's loyalty id (shell spec §4): a signed-in shopper's hash
  // waits for the profile, so a shopper without one is offered rewards, not a form that refuses.
  const giveawayWaits =
    location.hash === '#giveaway' && loggedIn && profile.data === undefined && !profile.isError;

  // The hash opens its modal (react-router's location follows pushes, links and the back button).
  useEffect(() => {
    if (giveawayWaits) return;
    const opened = modalForHash(window.location.hash, {
      stylebot: env.flags.enableStylebot === 1 ? 1 : 0,
      siteSelect: env.flags.enableSiteSelectModal === true,
      loggedIn,
      loyaltyMember: profile.data ? Boolean(profile.data.loyalty?.loyaltyId) : undefined,
      giveawaysDisabled: env.flags.disableGiveaways === true,
    });
    if (!opened) return;
    const forGiveaway =
      opened.component === 'loyalty-signup' && window.location.hash === '#giveaway';
    void store
      .push({
        modalId: opened.modalId,
        component: opened.component,
        styleType: 'small',
        props: { loginState: opened.loginState, then: opened.then, forGiveaway },
      })
      .then((outcome) => {
        // A login opened first (giveaway, loyalty) goes on to what was asked once signed in.
        if (opened.then && (outcome as { signedIn?: boolean } | undefined)?.signedIn)
          window.location.hash = `#${opened.then}`;
      })
      .catch(() => undefined);
    // A new hash, or the same one again (a new location key), opens it; the context is read then.
  }, [location.key, location.hash, giveawayWaits]);

  useEffect(() => {
    if (state.modals.length === 0 && !giveawayWaits) dropModalHash();
  }, [state.modals.length, giveawayWaits]);

  if (!stringsReady || state.modals.length === 0) return null;
  const topIndex = state.modals.length - 1;
  return (
    <>
      {state.modals.map((modal, index) => {
        const Body = modal.component ? BODIES[modal.component as ModalComponent] : undefined;
        if (!Body) return null;
        const top = index === topIndex;
        return (
          <div key={modal.modalId} hidden={!top} className="sf-modal-layer">
            <ModalBackContext.Provider value={index > 0 ? () => store.pop() : undefined}>
              <Suspense fallback={null}>
                <Body
                  props={modal.props}
                  onClose={() => store.popAll()}
                  onDone={(outcome) => store.pop(outcome)}
                />
              </Suspense>
            </ModalBackContext.Provider>
          </div>
        );
      })}
    </>
  );
}
