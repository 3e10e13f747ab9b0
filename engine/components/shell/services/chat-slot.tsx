import { chatModalOptions, chatSlots } from '../../../domain/shell/chat-slots.ts';
import { openModal } from '../../modals/external-modal-events.ts';
import { Registered } from '../../../registry/registered.tsx';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { useLeafMeta, useSession } from '../route-state.ts';

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
          props={{ ...slot, onOpen: () => openModal(chatModalOptions(slot)) }}
        />
      ))}
    </>
  );
}
