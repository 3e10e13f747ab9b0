import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { toastDuration } from './toast-store.ts';
import type { ShownToast, ToastStore } from './toast-store.ts';
import './modals.css';

function Toast({ toast, store }: { toast: ShownToast; store: ToastStore }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => store.dismiss(toast.id), toastDuration(toast.messageType));
    return () => clearTimeout(timer);
  }, [toast, store]);
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
 * its message; an error stays 10 s, anything else 7 s.
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
