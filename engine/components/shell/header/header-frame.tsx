import type { ReactNode } from 'react';
import { HeaderPromoSlot } from '../../content/promo-banner-slot.tsx';
import { SiteSelector } from '../site-selector.tsx';
import { CallCentreNote } from './call-centre-note.tsx';
import { ExternalBrandLinks } from './external-brand-links.tsx';
import { Hamburger } from './hamburger.tsx';
import { HeaderActions } from './header-actions.tsx';
import { HeaderBehaviour } from './header-behaviour-slot.tsx';
import { MainNavigation } from './main-navigation.tsx';
import { SearchForm } from './search-form.tsx';
import { UtilityBar } from './utility-bar.tsx';

/**
 * The full header's layout (shell spec §2.3), shared by the logo and brand-tabs variants: promo
 * banner, the desktop utility bar, the main bar (hamburger below the large breakpoint, the brand
 * mark, search, favourites, bag, account) and the super navigation, server-rendered so crawlers
 * and shoppers without JavaScript get every top-level link.
 */
export function HeaderFrame({ mark, className }: { mark: ReactNode; className?: string }) {
  return (
    <header className={`sf-header sf-header--full${className ? ` ${className}` : ''}`}>
      <CallCentreNote />
      <HeaderPromoSlot />
      <div className="sf-header__utility">
        <UtilityBar />
        <div className="sf-header__utility-end">
          <ExternalBrandLinks />
          <SiteSelector />
        </div>
      </div>
      <div className="sf-header__main">
        <Hamburger />
        <div className="sf-header__mark">{mark}</div>
        <SearchForm />
        <HeaderActions />
      </div>
      <MainNavigation />
      <HeaderBehaviour />
    </header>
  );
}
