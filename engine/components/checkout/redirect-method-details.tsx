import { formatMoney } from '../../domain/money.ts';
import { PROVIDER_NAMES, payLaterOffer } from '../../domain/payment/redirect-methods.ts';
import type { RedirectMethod } from '../../domain/payment/redirect-methods.ts';
import {
  BANK_LOGO_HEIGHT,
  BANK_LOGO_WIDTH,
  bankLogoSrc,
  trustlyBanksOf,
} from '../../domain/payment/trustly-banks.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/**
 * What the payment step says under a method paid on its provider's page (issue 12; catalogue spec
 * §5 per-site switches): a pay-later method's instalments for this total, Klarna's legal text and
 * Trustly's bank logos (the site country's banks) where the site's switches ask for them, and that the shopper finishes on the
 * provider's page, that its approval is awaited, or that the provider approved and the order can be
 * placed.
 */
export function RedirectMethodDetails({
  method,
  total,
  currency,
  approved,
  confirming = false,
}: {
  method: RedirectMethod;
  total: number;
  currency: string;
  approved: boolean;
  /** Back from the provider, its approval not yet on the cart (use-provider-confirmation.ts). */
  confirming?: boolean;
}) {
  const { t } = useTranslation();
  const { site, locale } = useAppEnv();
  const name = PROVIDER_NAMES[method];
  const offer = payLaterOffer(method, total);
  const banks =
    method === 'TRUSTLY' && site.switches.trustlyBankLogos ? trustlyBanksOf(site.country) : [];
  return (
    <div className="sf-checkout__provider">
      {offer?.kind === 'instalments' ? (
        <p className="sf-checkout__paylater">
          {t('checkout.payment.instalments', {
            count: offer.count,
            amount: formatMoney(offer.amount, currency, locale),
          })}
        </p>
      ) : offer ? (
        <p className="sf-checkout__paylater">{t('checkout.payment.overTime', { name })}</p>
      ) : null}
      {method === 'KLARNA' && site.switches.klarnaLegalText ? (
        <p className="sf-checkout__note">{t('checkout.payment.klarnaLegal')}</p>
      ) : null}
      {banks.length > 0 ? (
        <>
          <p id="sf-checkout-trustly-banks" className="sf-checkout__note">
            {t('checkout.payment.trustlyBanks')}
          </p>
          <ul className="sf-checkout__banks" aria-labelledby="sf-checkout-trustly-banks">
            {banks.map((bank) => (
              <li key={bank.name}>
                <img
                  src={bankLogoSrc(bank)}
                  alt={bank.name}
                  width={BANK_LOGO_WIDTH}
                  height={BANK_LOGO_HEIGHT}
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {confirming ? (
        <p role="status" className="sf-checkout__note">
          {t('checkout.payment.confirming', { name })}
        </p>
      ) : approved ? (
        <p role="status" className="sf-checkout__approved">
          {t('checkout.payment.approved', { name })}
        </p>
      ) : (
        <p className="sf-checkout__note">{t('checkout.payment.redirectNote', { name })}</p>
      )}
    </div>
  );
}
