import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { ResolvedChatLauncherProps } from '../../config/generated/resolved.ts';
import { useTranslation } from '../../i18n/react.tsx';

// The modal stack's public names (external-modal-events.ts, external-modals.ts, chat-slot.tsx),
// spoken as any vendor's launcher would: this chunk shares no module with the stack's.
const CHAT_MODAL_ID = 'chat';
const CHAT_OPEN_EVENT = 'storefront:chat-open';
const MODAL_RESULT_EVENT = 'storefront:modal-result';
const MODAL_CLOSED_EVENT = 'storefront:modal-closed';
const MODAL_READY_EVENT = 'storefront:modal-ready';

export type ChatLauncherProps = ResolvedChatLauncherProps & {
  /** Opens the chat as the stack's 'chat' modal (ChatSlot): a vendor's launcher button calls it. */
  readonly onOpen?: () => void;
};

/** Tells the modal stack how the chat modal ended: it pops it (external-modal-events.ts). */
function report(outcome: { readonly closed?: boolean; readonly contactUs?: boolean }): void {
  window.dispatchEvent(
    new CustomEvent(MODAL_RESULT_EVENT, { detail: { modalId: CHAT_MODAL_ID, outcome } }),
  );
}

/**
 * The chat slot's default (DESIGN §4: third-party services are registry slots with a harmless
 * default): it loads no vendor and shows no launcher button. It answers the chat modal's external
 * event (shell spec §2.4) for its audience with a small panel saying chat is not available here
 * and offering Contact Us, and reports back to the stack when closed. A brand's replacement loads
 * its vendor's launcher (props.vendor: the standard chat, or Quiq under flags.enableQuiqChat) for
 * the shopper's chat or the stylist widget (props.audience), and answers the same event.
 */
export default function ChatLauncher({ audience = 'shopper' }: ChatLauncherProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<{ props?: { audience?: unknown } }>).detail;
      if ((detail?.props?.audience ?? 'shopper') === audience) setOpen(true);
    };
    // Closed by the stack (Back, close all, a route change): the panel goes too.
    const onClosed = (event: Event) => {
      if ((event as CustomEvent<{ modalId?: unknown }>).detail?.modalId === CHAT_MODAL_ID)
        setOpen(false);
    };
    window.addEventListener(CHAT_OPEN_EVENT, onOpen);
    window.addEventListener(MODAL_CLOSED_EVENT, onClosed);
    // Chat opened before this chunk came: the stack announces it again.
    window.dispatchEvent(
      new CustomEvent(MODAL_READY_EVENT, { detail: { externalEvent: CHAT_OPEN_EVENT } }),
    );
    return () => {
      window.removeEventListener(CHAT_OPEN_EVENT, onOpen);
      window.removeEventListener(MODAL_CLOSED_EVENT, onClosed);
    };
  }, [audience]);

  useEffect(() => {
    if (open) close.current?.focus();
  }, [open]);

  if (!open) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') report({ closed: true });
  };
  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      className="sf-chat-panel"
      onKeyDown={onKeyDown}
    >
      <h2 id={titleId} className="sf-chat-panel__title">
        {t('banners.chat.title')}
      </h2>
      <p>{t('banners.chat.unavailable')}</p>
      <p className="sf-chat-panel__actions">
        <a href="#contact-us" onClick={() => report({ contactUs: true })}>
          {t('banners.chat.contactUs')}
        </a>
        <button
          ref={close}
          type="button"
          className="sf-button"
          onClick={() => report({ closed: true })}
        >
          {t('banners.chat.close')}
        </button>
      </p>
    </section>
  );
}
