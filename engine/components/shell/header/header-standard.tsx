import type { ResolvedHeaderStandardProps } from '../../../config/generated/resolved.ts';
import { useLeafMeta } from '../route-state.ts';
import { HeaderFrame } from './header-frame.tsx';
import { Logo } from './logo.tsx';

/**
 * The full header with the brand's logo (shell spec §2.3). Registered as HeaderStandard; a brand
 * picks its header with components.header.
 */
export default function HeaderStandard({ logoIsH1 }: ResolvedHeaderStandardProps) {
  const meta = useLeafMeta();
  return <HeaderFrame mark={<Logo asH1={logoIsH1 || meta.logoIsH1} />} />;
}
