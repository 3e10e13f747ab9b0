import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, callScope } from '../../api/index.ts';
import { getLoyaltyRewards, getProfile, joinLoyalty } from '../../api/calls/profile.ts';
import type { LoyaltyAward } from '../../../schemas/api/generated/types.ts';
import { AccountLayout } from '../../components/account/account-layout.tsx';
import { SiteLink } from '../../components/common/site-link.tsx';
import { useAnnounce } from '../../components/shell/announcer/announcer.tsx';
import { rewardsProfileQuery } from '../../domain/account/login-extras.ts';
import { rewardsInOrder } from '../../domain/account/rewards.ts';
import type { AwardState } from '../../domain/account/rewards.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { rewardsQuery } from './rewards-query.ts';
import './rewards.css';

/** Award dates are whole days: shown as such, whatever the shopper's time zone. */
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/**
 * The shopper's rewards (shell spec §2.1 /account/rewards, §3.2 loyalty rewards, §7): each award
 * with its promo rule (campaign, what it gives, its code), its dates and status, usable ones
 * first; an empty state with a way back to shopping. Without a rewards account the page says
 * 'rewards-account-required' (§4, §8) and offers to join. With flags.enableLoyaltyUpdates the
 * member number shows above the awards.
 */
export default function AccountRewardsPage() {
  const { t } = useTranslation();
  const env = useAppEnv();
  const { api, brand, locale } = env;
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const updates = env.flags.enableLoyaltyUpdates === true;
  const { data: read, isError } = useQuery(rewardsQuery(api));
  const { data: profile } = useQuery({
    ...apiQuery(api, getProfile, rewardsProfileQuery(true)),
    enabled: updates,
  });
  const [joining, setJoining] = useState(false);
  const [joinFailed, setJoinFailed] = useState(false);
  const name = brand.settings.name;
  const today = new Date().toISOString().slice(0, 10);

  const join = async () => {
    setJoining(true);
    setJoinFailed(false);
    try {
      await callApi(api, joinLoyalty, {});
      await queryClient.invalidateQueries({ queryKey: callScope(api.site, getLoyaltyRewards) });
      announce(t('accountMore.login.loyalty.joined', { brand: name }));
    } catch {
      setJoinFailed(true);
    } finally {
      setJoining(false);
    }
  };

  let body;
  if (isError) {
    body = (
      <p className="sf-error" role="alert">
        {t('accountMore.rewards.failed')}
      </p>
    );
  } else if (read?.kind === 'account-required') {
    body = (
      <div className="sf-account__card sf-rewards__join">
        <p role="status">{t('errors.rewardsAccountRequired')}</p>
        {joinFailed ? (
          <p className="sf-error" role="alert">
            {t('accountMore.rewards.joinFailed')}
          </p>
        ) : null}
        <div className="sf-account__actions">
          <button
            type="button"
            className="sf-button"
            aria-busy={joining || undefined}
            disabled={joining}
            onClick={() => void join()}
          >
            {t('accountMore.rewards.join', { brand: name })}
          </button>
        </div>
      </div>
    );
  } else if (read?.kind === 'rewards') {
    const awards = rewardsInOrder(read.rewards.awards, today);
    body =
      awards.length === 0 ? (
        <div className="sf-account__card">
          <p>{t('account.rewards.empty')}</p>
          <div className="sf-account__actions">
            <SiteLink to="/" className="sf-account__button-secondary">
              {t('accountMore.rewards.shop')}
            </SiteLink>
          </div>
        </div>
      ) : (
        <>
          <p className="sf-account__muted">
            {t('accountMore.rewards.count', { count: awards.length })}
          </p>
          <ul className="sf-account__grid" aria-label={t('accountMore.rewards.listLabel')}>
            {awards.map(({ award, state }) => (
              <AwardCard key={award.key} award={award} state={state} locale={locale} />
            ))}
          </ul>
        </>
      );
  }

  return (
    <AccountLayout current="rewards" title={t('account.menu.rewards')}>
      {updates && profile?.loyalty ? (
        <p className="sf-account__muted">
          {t('accountMore.rewards.member', { brand: name, id: profile.loyalty.loyaltyId })}
        </p>
      ) : null}
      {body}
    </AccountLayout>
  );
}

/** One award: its campaign, what it gives, its code while usable, its dates and status. */
function AwardCard({
  award,
  state,
  locale,
}: {
  award: LoyaltyAward;
  state: AwardState;
  locale: string;
}) {
  const { t } = useTranslation();
  const day = (date: string) => formatDate(`${date}T00:00:00Z`, locale, DAY);
  const usable = state === 'active' || state === 'upcoming';
  const { promoRule } = award;
  return (
    <li className={`sf-account__card sf-rewards__award sf-rewards__award--${state}`}>
      <h2>{promoRule.campaignName}</h2>
      <span className={`sf-account__badge${usable ? '' : ' sf-account__badge--muted'}`}>
        {t('accountMore.rewards.status', { status: award.statusDescription })}
      </span>
      <p>
        <strong>{promoRule.shortDescription}</strong>
      </p>
      <p>{promoRule.longDescription}</p>
      {usable ? (
        <p className="sf-rewards__code">
          {t('account.rewards.promoCode', { code: promoRule.promoCode })}
        </p>
      ) : null}
      <p className="sf-account__muted">
        {t('accountMore.rewards.valid', {
          start: day(award.startDate),
          end: day(award.expiryDate),
        })}
      </p>
      <p className="sf-account__muted">
        {t('accountMore.rewards.issued', { date: day(award.createDate) })} ·{' '}
        {t('accountMore.rewards.number', { number: award.number })}
      </p>
    </li>
  );
}
