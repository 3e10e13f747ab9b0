import type { ResolvedChatLauncherProps } from '../../config/generated/resolved.ts';

/**
 * The chat slot's default (DESIGN §4: third-party services are registry slots with a harmless
 * default): it loads nothing and shows nothing. A brand's replacement loads its vendor's launcher
 * (props.vendor: the standard chat, or Quiq under flags.enableQuiqChat) for the shopper's chat or
 * the stylist widget (props.audience).
 */
export default function ChatLauncher(_props: ResolvedChatLauncherProps) {
  return null;
}
