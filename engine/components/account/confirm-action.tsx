import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';

/**
 * An action that cannot be undone, asked once more in place: the question, a button that does it
 * and one that keeps things as they are. The question takes the focus, so a keyboard or screen
 * reader user hears it.
 */
export function ConfirmAction({
  question,
  confirmLabel,
  cancelLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  question: string;
  confirmLabel: string;
  cancelLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="sf-account__confirm" role="group" aria-label={question}>
      <p ref={ref} tabIndex={-1}>
        {question}
      </p>
      <p className="sf-account__actions">
        <button type="button" className="sf-button" disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="sf-account__button-secondary" onClick={onCancel}>
          {cancelLabel ?? t('account.actions.cancel')}
        </button>
      </p>
    </div>
  );
}
