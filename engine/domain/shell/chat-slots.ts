/** What decides the chat slots of a page (shell spec §2.2, §5, §6). */
export interface ChatInputs {
  /** switches.chat: chat on this site (§5: enabled for all sites by default). */
  readonly chat: boolean;
  /** switches.stylistWidget: the stylist widget on this site. */
  readonly stylistWidget: boolean;
  /** flags.enableQuiqChat: the Quiq vendor instead of the standard chat. */
  readonly enableQuiqChat: boolean;
  /** flags.winston2: 0 off; any higher value disables chat (4 disables every widget). */
  readonly winston2: number;
  /** The webview variant, and the route's disableChatInWebview meta (checkout routes). */
  readonly webview: boolean;
  readonly disableChatInWebview: boolean;
  /** The shopper has the stylist scope. */
  readonly stylist: boolean;
}

export interface ChatSlot {
  readonly vendor: 'standard' | 'quiq';
  readonly audience: 'shopper' | 'stylist';
}

/**
 * The chat launchers a page mounts (shell spec §6: chat disabled by an internal feature or by the
 * winston2 flag; webview: no chat on checkout routes; stylist widget if enabled, for stylists).
 */
export function chatSlots(inputs: ChatInputs): readonly ChatSlot[] {
  if (inputs.winston2 > 0) return [];
  if (inputs.webview && inputs.disableChatInWebview) return [];
  const vendor = inputs.enableQuiqChat ? 'quiq' : 'standard';
  const slots: ChatSlot[] = [];
  if (inputs.chat) slots.push({ vendor, audience: 'shopper' });
  if (inputs.stylistWidget && inputs.stylist) slots.push({ vendor, audience: 'stylist' });
  return slots;
}
