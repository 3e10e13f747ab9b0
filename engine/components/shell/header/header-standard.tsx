import type { ResolvedHeaderStandardProps } from '../../../config/generated/resolved.ts';
import { HeaderPromoSlot } from '../../content/promo-banner-slot.tsx';
import { useLeafMeta } from '../route-state.ts';
import { SiteSelector } from '../site-selector.tsx';
import { CallCentreNote } from './call-centre-note.tsx';
import { HeaderActions } from './header-actions.tsx';
import { Logo } from './logo.tsx';
import { MainNavigation } from './main-navigation.tsx';
import { SearchForm } from './search-form.tsx';
import { UtilityBar } from './utility-bar.tsx';

/**
 * The full header (shell spec §2.3): promo banner, utility bar with the site selector, the main
 * bar (logo, search, favourites, cart, account menu) and the navigation. Registered as
 * HeaderStandard; a brand picks its header with components.header.
 */
export default function HeaderStandard({ logoIsH1 }: ResolvedHeaderStandardProps) {
  const meta = useLeafMeta();
  return (
    <header className="sf-header sf-header--full">
      <CallCentreNote />
      <HeaderPromoSlot />
      <div className="sf-header__utility">
        <UtilityBar />
        <SiteSelector />
      </div>
      <div className="sf-header__main">
        <Logo asH1={logoIsH1 || meta.logoIsH1} />
        <SearchForm />
        <HeaderActions />
      </div>
      <MainNavigation />
    </header>
  );
}
