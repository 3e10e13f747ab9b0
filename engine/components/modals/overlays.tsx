import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import ModalHost from './modal-host.tsx';
import { ToastStore } from './toast-store.ts';
import Toaster from './toaster.tsx';
import { receiveToasts } from './toast-queue.ts';

/**
 * What floats over the page, loaded together on first use: the modal stack and the toasts. A route
 * change clears the toasts (shell spec §4); the stack closes its modals itself.
 */
export default function Overlays() {
  const { flags } = useAppEnv();
  // The disableNotifications developer flag (shell spec §6, §9) mutes every toast.
  const [store] = useState(() => new ToastStore({ muted: flags.disableNotifications === true }));
  const shown = useSyncExternalStore(store.subscribe, store.getToasts, store.getToasts);
  const location = useLocation();
  const pathname = useRef(location.pathname);
  useEffect(() => receiveToasts((toast) => store.show(toast)), [store]);
  useEffect(() => {
    if (pathname.current === location.pathname) return;
    pathname.current = location.pathname;
    store.clear();
  }, [location.pathname, store]);
  return (
    <>
      <ModalHost />
      {shown.length > 0 ? <Toaster shown={shown} store={store} /> : null}
    </>
  );
}
