import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../api/index.ts';
import { getOrders } from '../../api/calls/orders.ts';
import { getAddresses, getPayments, getProfile } from '../../api/calls/profile.ts';
import { AccountLayout, useAccountSections } from '../../components/account/account-layout.tsx';
import { AddressLines } from '../../components/account/address-lines.tsx';
import { ORDER_STATUS_KEYS } from '../../components/account/order-status.ts';
import { SavedCardLabel } from '../../components/account/saved-card-label.tsx';
import { HashModalLink } from '../../components/common/hash-modal-link.tsx';
import { SiteLink } from '../../components/common/site-link.tsx';
import { tradeFormOffered } from '../../domain/forms/trade-form.ts';
import { activePass, passCounts } from '../../domain/cart/delivery-pass.ts';
import { formatMoney } from '../../domain/money.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { ORDERS_PAGE } from './account-loaders.ts';

/**
 * The account dashboard (shell spec §2.1 /account/dashboard, §2.3 account menu, §3.2 profile):
 * the shopper greeted by name, their most recent order, their default address and card, and a
 * way into every section the brand's account menu lists.
 */
export default function AccountDashboardPage() {
  const { t } = useTranslation();
  const { api, locale, site, brand } = useAppEnv();
  // Shell spec §5 trade forms: offered where the site's switch is on and the brand lists its country.
  const trade = tradeFormOffered(
    { country: site.country, tradeForms: site.switches.tradeForms },
    brand.settings.tradeFormCountries,
  );
  const sections = useAccountSections();
  const { data: profile } = useQuery(apiQuery(api, getProfile, {}));
  const { data: history } = useQuery(apiQuery(api, getOrders, ORDERS_PAGE));
  const { data: addresses = [] } = useQuery(apiQuery(api, getAddresses, {}));
  const { data: cards = [] } = useQuery(apiQuery(api, getPayments, {}));
  const recent = history?.orders[0];
  const address = addresses.find((entry) => entry.id === profile?.defaultShippingAddressId);
  const card = cards.find((entry) => entry.id === profile?.defaultPaymentId) ?? cards[0];
  const link = (entry: string) => sections.find((section) => section.entry === entry)?.path;
  const ordersPath = link('orders');
  const addressPath = link('address');
  const paymentsPath = link('payments');
  // Issue 12: a running delivery pass, on a site where it counts (its billing countries).
  const today = new Date().toISOString().slice(0, 10);
  const pass =
    profile && activePass(profile.membership, today) && passCounts(site, site.country)
      ? profile.membership
      : undefined;
  return (
    <AccountLayout
      current="dashboard"
      title={
        profile ? t('account.greeting', { name: profile.name.first }) : t('account.menu.dashboard')
      }
    >
      <div className="sf-account__grid">
        <section className="sf-account__card" aria-labelledby="sf-dashboard-order">
          <h2 id="sf-dashboard-order">{t('account.dashboard.recentOrders')}</h2>
          {recent ? (
            <>
              <p>
                <strong>
                  {t('account.orders.orderNumber', { orderNumber: recent.orderNumber })}
                </strong>
              </p>
              <p className="sf-account__muted">
                {t('account.orders.placedOn', { date: formatDate(recent.placedAt, locale) })}
              </p>
              <p>
                {t(ORDER_STATUS_KEYS[recent.status])} ·{' '}
                {formatMoney(recent.total, recent.currency, locale)}
              </p>
              <p className="sf-account__actions">
                <SiteLink to={`/account/order/${encodeURIComponent(recent.orderNumber)}`}>
                  {t('account.orders.viewDetails')}
                </SiteLink>
                {ordersPath ? (
                  <SiteLink to={ordersPath}>{t('account.dashboard.allOrders')}</SiteLink>
                ) : null}
              </p>
            </>
          ) : (
            <p>{t('account.orders.empty')}</p>
          )}
        </section>
        <section className="sf-account__card" aria-labelledby="sf-dashboard-address">
          <h2 id="sf-dashboard-address">{t('account.dashboard.defaultAddress')}</h2>
          {address ? (
            <AddressLines address={address.address} />
          ) : (
            <p>{t('account.address.empty')}</p>
          )}
          {addressPath ? (
            <SiteLink to={addressPath}>{t('account.dashboard.manageAddresses')}</SiteLink>
          ) : null}
        </section>
        <section className="sf-account__card" aria-labelledby="sf-dashboard-card">
          <h2 id="sf-dashboard-card">{t('account.dashboard.defaultCard')}</h2>
          {card ? (
            <SavedCardLabel card={card} now={new Date()} />
          ) : (
            <p>{t('account.payments.empty')}</p>
          )}
          {paymentsPath ? (
            <SiteLink to={paymentsPath}>{t('account.dashboard.managePayments')}</SiteLink>
          ) : null}
        </section>
        {pass ? (
          <section className="sf-account__card" aria-labelledby="sf-dashboard-pass">
            <h2 id="sf-dashboard-pass">{t('account.dashboard.deliveryPass')}</h2>
            <p>
              {pass.expirationDate
                ? t('account.dashboard.deliveryPassUntil', {
                    // A calendar date: read in UTC, as written, whatever the browser's zone.
                    date: formatDate(pass.expirationDate, locale, {
                      dateStyle: 'long',
                      timeZone: 'UTC',
                    }),
                  })
                : t('account.dashboard.deliveryPassActive')}
            </p>
          </section>
        ) : null}
      </div>
      <section aria-labelledby="sf-dashboard-sections">
        <h2 id="sf-dashboard-sections">{t('account.dashboard.sections')}</h2>
        <ul className="sf-account__grid">
          {sections
            .filter((section) => section.entry !== 'dashboard')
            .map((section) => (
              <li key={section.entry}>
                <SiteLink to={section.path} className="sf-account__card">
                  {t(`account.menu.${section.entry}`)}
                </SiteLink>
              </li>
            ))}
        </ul>
      </section>
      {trade ? (
        <section aria-labelledby="sf-dashboard-trade">
          <h2 id="sf-dashboard-trade">{t('serviceForms.trade.title')}</h2>
          <HashModalLink modal="trade-program">{t('serviceForms.trade.apply')}</HashModalLink>
        </section>
      ) : null}
    </AccountLayout>
  );
}
