import { chatSlots } from '../../../domain/shell/chat-slots.ts';
import type { ChatSlot as ChatSlotProps } from '../../../domain/shell/chat-slots.ts';
import { OPEN_MODAL_EVENT } from '../../modals/external-modal-events.ts';
import { Registered } from '../../../registry/registered.tsx';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { useLeafMeta, useSession } from '../route-state.ts';

/** The chat is the modal stack's 'chat' modal, rendered by the chat launcher (shell spec §2.4). */
export const CHAT_MODAL_ID = 'chat';
/** The external event the stack dispatches when the chat modal is on top: the launcher answers. */
export const CHAT_OPEN_EVENT = 'storefront:chat-open';

/** The modal options that open the chat of a slot (its vendor and audience as the props). */
export function chatModalOptions(slot: ChatSlotProps) {
  return {
    modalId: CHAT_MODAL_ID,
    externalEvent: CHAT_OPEN_EVENT,
    styleType: 'small',
    props: { vendor: slot.vendor, audience: slot.audience },
  } as const;
}

/** Opens the chat the way a page script would (external-modal-events.ts). */
function openChat(slot: ChatSlotProps): void {
  window.dispatchEvent(new CustomEvent(OPEN_MODAL_EVENT, { detail: chatModalOptions(slot) }));
}

/**
 * The chat launchers of the page (shell spec §6), through the ChatLauncher registry slot: the
 * shopper's chat where switches.chat is on, the stylist widget for stylists where
 * switches.stylistWidget is on, the Quiq vendor under flags.enableQuiqChat; none when winston2
 * disables chat or in a webview on a route with disableChatInWebview. Mounted after hydration with
 * the shell's services, so no page's first load carries it. Chat opens as the modal stack's 'chat'
 * modal with an external event (shell spec §2.4): a launcher's button calls `onOpen`, a page script
 * may dispatch the same options; the launcher whose audience it names answers the event.
 */
export function ChatSlot() {
  const { site, flags, webview } = useAppEnv();
  const meta = useLeafMeta();
  const session = useSession();
  const slots = chatSlots({
    chat: site.switches.chat,
    stylistWidget: site.switches.stylistWidget,
    enableQuiqChat: flags.enableQuiqChat === true,
    winston2: typeof flags.winston2 === 'number' ? flags.winston2 : 0,
    webview,
    disableChatInWebview: meta.disableChatInWebview,
    stylist: session.scopes.includes('stylist'),
  });
  return (
    <>
      {slots.map((slot) => (
        <Registered
          key={slot.audience}
          name="ChatLauncher"
          props={{ ...slot, onOpen: () => openChat(slot) }}
        />
      ))}
    </>
  );
}
