import type { ResolvedHeaderBrandTabsProps } from '../../../config/generated/resolved.ts';
import { HeaderPromoSlot } from '../../content/promo-banner-slot.tsx';
import { useLeafMeta } from '../route-state.ts';
import { SiteSelector } from '../site-selector.tsx';
import { BrandTabs } from './brand-tabs.tsx';
import { CallCentreNote } from './call-centre-note.tsx';
import { HeaderActions } from './header-actions.tsx';
import { MainNavigation } from './main-navigation.tsx';
import { SearchForm } from './search-form.tsx';
import { UtilityBar } from './utility-bar.tsx';

/**
 * The full header with the sister-brand tabs in place of the logo (shell spec §2.3 "main bar with
 * logo or brand tabs"). Registered as HeaderBrandTabs (brand.json components.header).
 */
export default function HeaderBrandTabs({ animateTabs }: ResolvedHeaderBrandTabsProps) {
  const meta = useLeafMeta();
  return (
    <header className="sf-header sf-header--full sf-header--tabs">
      <CallCentreNote />
      <HeaderPromoSlot />
      <div className="sf-header__utility">
        <UtilityBar />
        <SiteSelector />
      </div>
      <div className="sf-header__main">
        <BrandTabs asH1={meta.logoIsH1} animate={animateTabs} />
        <SearchForm />
        <HeaderActions />
      </div>
      <MainNavigation />
    </header>
  );
}
