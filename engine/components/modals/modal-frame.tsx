import { createContext, useContext, useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { ModalStyleType } from '../../domain/modals/modal-stack.ts';
import { useTranslation } from '../../i18n/react.tsx';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab stay inside the dialog (WAI-ARIA modal dialog pattern). */
export function trapFocus(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    console.warn('[storefront:modals] Focus trap without focusable elements');
    return;
  }
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Set by the stack for a modal above another: its frame offers 'Back' (a pop). */
export const ModalBackContext = createContext<(() => void) | undefined>(undefined);

/**
 * A modal's frame (shell spec §2.4): backdrop, a dialog named by its title, the close button
 * unless the modal may not be closed (the optional upgrade), Escape, the focus trap, and the focus
 * moved in when it opens. Its style type sets its width.
 */
export function ModalFrame({
  title,
  styleType = 'small',
  onClose,
  children,
}: {
  title: string;
  styleType?: ModalStyleType;
  /** undefined: the modal cannot be closed. */
  onClose: (() => void) | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const onBack = useContext(ModalBackContext);
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = dialog.current;
    if (!node || node.contains(document.activeElement)) return;
    // The first field, else the dialog itself (its title is then read first).
    const first = node.querySelector<HTMLElement>('input, select, textarea');
    (first ?? node).focus();
  }, [title]);
  return (
    <div className="sf-dialog-backdrop sf-modal-backdrop">
      <div
        ref={dialog}
        className={`sf-dialog sf-modal sf-modal--${styleType}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onClose) {
            event.stopPropagation();
            onClose();
          } else trapFocus(event);
        }}
      >
        <div className="sf-dialog__header">
          {onBack ? (
            <button type="button" className="sf-link-button sf-modal__back" onClick={onBack}>
              {t('modals.back')}
            </button>
          ) : null}
          <h2 id={titleId} className="sf-modal__title">
            {title}
          </h2>
          {onClose ? (
            <button
              type="button"
              className="sf-dialog__close"
              aria-label={t('modal.close')}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <div className="sf-modal__body">{children}</div>
      </div>
    </div>
  );
}
