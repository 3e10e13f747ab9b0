import { useTranslation } from '../../../i18n/react.tsx';
import { SiteLink } from '../../common/site-link.tsx';
import { useLeafMeta } from '../route-state.ts';
import { AccountLink } from './account-link.tsx';
import { CartLink } from './cart-link.tsx';

/** The hearting URL (shell spec §2.3: the favourites link, labelled 'Favorites'). */
const HEARTS = '/account/hearted-products';

/**
 * Favourites, bag and the account menu (hidden where the route says so) as icons; each keeps its
 * text as the accessible name, shown beside the glyph on large screens.
 */
export function HeaderActions() {
  const { t } = useTranslation();
  const meta = useLeafMeta();
  return (
    <ul className="sf-header__actions">
      <li>
        <SiteLink to={HEARTS} className="sf-header__action">
          <span className="sf-glyph sf-glyph--heart" aria-hidden="true" />
          <span className="sf-header__label">{t('header.favorites')}</span>
        </SiteLink>
      </li>
      <li>
        <CartLink />
      </li>
      {meta.hideAccountMenu ? null : (
        <li className="sf-header__account">
          <AccountLink />
        </li>
      )}
    </ul>
  );
}
