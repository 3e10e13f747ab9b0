import { describe, expect, it } from 'vitest';
import { chatSlots } from '../../../../engine/domain/shell/chat-slots.ts';
import type { ChatInputs } from '../../../../engine/domain/shell/chat-slots.ts';
import { REGISTRY } from '../../../../engine/app/registry.ts';
import {
  CHAT_OPEN_EVENT,
  chatModalOptions,
} from '../../../../engine/components/shell/services/chat-slot.tsx';

const BASE: ChatInputs = {
  chat: true,
  stylistWidget: false,
  enableQuiqChat: false,
  winston2: 0,
  webview: false,
  disableChatInWebview: false,
  stylist: false,
};

const shopper = { vendor: 'standard', audience: 'shopper' } as const;

// Shell spec §5 (chat enabled for all sites: switches.chat), §6 (chat disabled by an internal
// feature or by winston2; webview: no chat on checkout routes; stylist widget if enabled).
describe('the chat slots of a page (shell spec §5, §6)', () => {
  it.each<[string, Partial<ChatInputs>, unknown[]]>([
    ['the spec defaults: the standard chat for every shopper', {}, [shopper]],
    ['switches.chat off: none', { chat: false }, []],
    [
      'flags.enableQuiqChat: the Quiq vendor',
      { enableQuiqChat: true },
      [{ ...shopper, vendor: 'quiq' }],
    ],
    ['winston2 1: chat disabled', { winston2: 1 }, []],
    ['winston2 4: every widget disabled', { winston2: 4, stylistWidget: true, stylist: true }, []],
    [
      'a webview on a disableChatInWebview route: none',
      { webview: true, disableChatInWebview: true },
      [],
    ],
    ['a webview elsewhere: chat', { webview: true }, [shopper]],
    ['a checkout route outside a webview: chat', { disableChatInWebview: true }, [shopper]],
    ['switches.stylistWidget for a shopper: only the chat', { stylistWidget: true }, [shopper]],
    [
      'switches.stylistWidget for a stylist: the widget too',
      { stylistWidget: true, stylist: true },
      [shopper, { vendor: 'standard', audience: 'stylist' }],
    ],
    ['a stylist where switches.stylistWidget is off: only the chat', { stylist: true }, [shopper]],
    [
      'the stylist widget stays on a site without chat',
      { chat: false, stylistWidget: true, stylist: true },
      [{ vendor: 'standard', audience: 'stylist' }],
    ],
  ])('%s', (_name, inputs, expected) => {
    expect(chatSlots({ ...BASE, ...inputs })).toEqual(expected);
  });

  // Its default shows nothing until the chat modal is opened: tests/unit/components/common/chat-launcher.test.tsx.
  it('is a registry slot (a third-party service) a brand may replace', async () => {
    const entry = REGISTRY.ChatLauncher;
    expect(entry.kind).toBe('service');
    expect(entry.replaceable).toBe(true);
    const { default: Default } = await entry.load();
    expect(typeof Default).toBe('function');
  });

  it("opens chat as the stack's chat modal with the external event the launcher answers (§2.4)", () => {
    expect(chatModalOptions({ vendor: 'quiq', audience: 'stylist' })).toEqual({
      modalId: 'chat',
      externalEvent: CHAT_OPEN_EVENT,
      styleType: 'small',
      props: { vendor: 'quiq', audience: 'stylist' },
    });
  });
});
