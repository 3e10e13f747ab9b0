import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { toastDuration } from './toast-store.ts';
import type { ShownToast, ToastStore } from './toast-store.ts';
import './modals.css';

function Toast({ toast, store }: { toast: ShownToast; store: ToastStore }) {
  const { t } = useTranslation();
  const { timings } = useAppEnv().site.limits;
  const duration = toastDuration(toast.messageType, timings);
  useEffect(() => {
    const timer = setTimeout(() => store.dismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [toast, store, duration]);
  return (
    <div
      className={`sf-toast sf-toast--${toast.messageType}`}
      // An error interrupts (alert); a confirmation waits its turn (status).
      role={toast.messageType === 'error' ? 'alert' : 'status'}
    >
      <p className="sf-toast__message">{toast.message}</p>
      <button type="button" className="sf-toast__dismiss" onClick={() => store.dismiss(toast.id)}>
        {toast.dismissButton?.message ?? t('common.close')}
      </button>
    </div>
  );
}

/**
 * Toasts (shell spec §3.3, §9): the message, its type (error by default), the dismiss button with
 * its message; an error stays the site's alert time, anything else its affirmative time.
 */
export default function Toaster({
  shown,
  store,
}: {
  shown: readonly ShownToast[];
  store: ToastStore;
}) {
  return (
    <div className="sf-toasts">
      {shown.map((toast) => (
        <Toast key={toast.id} toast={toast} store={store} />
      ))}
    </div>
  );
}
