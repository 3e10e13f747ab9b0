import type { ResolvedHeaderBrandTabsProps } from '../../../config/generated/resolved.ts';
import { useLeafMeta } from '../route-state.ts';
import { BrandTabs } from './brand-tabs.tsx';
import { HeaderFrame } from './header-frame.tsx';

/**
 * The full header with the sister-brand tabs in place of the logo (shell spec §2.3 "main bar with
 * logo or brand tabs"). Registered as HeaderBrandTabs (brand.json components.header).
 */
export default function HeaderBrandTabs({ animateTabs }: ResolvedHeaderBrandTabsProps) {
  const meta = useLeafMeta();
  return (
    <HeaderFrame
      className="sf-header--tabs"
      mark={<BrandTabs asH1={meta.logoIsH1} animate={animateTabs} />}
    />
  );
}
