import { useTranslation } from '../../../i18n/react.tsx';
import { SiteLink } from '../../common/site-link.tsx';
import { useLeafMeta } from '../route-state.ts';
import { AccountLink } from './account-link.tsx';
import { CartLink } from './cart-link.tsx';

/** The hearting URL (shell spec §2.3: the favourites link, labelled 'Favorites'). */
const HEARTS = '/account/hearted-products';

/** Favourites, cart and the account menu (hidden where the route says so). */
export function HeaderActions() {
  const { t } = useTranslation();
  const meta = useLeafMeta();
  return (
    <ul className="sf-header__actions">
      <li>
        <SiteLink to={HEARTS}>{t('header.favorites')}</SiteLink>
      </li>
      <li>
        <CartLink />
      </li>
      {meta.hideAccountMenu ? null : (
        <li>
          <AccountLink />
        </li>
      )}
    </ul>
  );
}
