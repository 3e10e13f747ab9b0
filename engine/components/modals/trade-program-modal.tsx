import { callApi } from '../../api/index.ts';
import { submitTradeApplication } from '../../api/calls/forms.ts';
import type { TradeApplication } from '../../../schemas/api/generated/types.ts';
import { normalizeTaxId } from '../../domain/address/tax-id.ts';
import {
  TRADE_BUSINESS_TYPES,
  tradeCountries,
  tradeFormErrors,
  tradeFormOffered,
} from '../../domain/forms/trade-form.ts';
import type { TradeFormValues } from '../../domain/forms/trade-form.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { ModalForm } from './modal-form.tsx';
import type { FieldSpec } from './modal-form.tsx';
import { ModalFrame } from './modal-frame.tsx';
import type { ModalBodyProps } from './modal-body.ts';

const valuesOf = (values: Record<string, string>): TradeFormValues => ({
  businessName: values.businessName ?? '',
  businessType: values.businessType ?? '',
  taxId: values.taxId ?? '',
  first: values.first ?? '',
  last: values.last ?? '',
  email: values.email ?? '',
  phoneNumber: values.phoneNumber ?? '',
  website: values.website ?? '',
  country: values.country ?? '',
});

/**
 * #trade-program (shell spec §5 "trade forms limited to certain countries per brand"; issue 14
 * "trade forms where the brand offers them per country"): a business applies to the trade
 * programme with its name, kind and tax id, a contact and its country, one of the brand's
 * tradeFormCountries. Offered where the site's switch tradeForms is on and the brand lists the
 * site's country; elsewhere the modal says so. The rules are engine/domain/forms/trade-form.ts's.
 */
export default function TradeProgramModal({ onClose }: ModalBodyProps) {
  const { t } = useTranslation();
  const { api, site, brand, locale } = useAppEnv();
  const listed = brand.settings.tradeFormCountries;
  const offered = tradeFormOffered(
    { country: site.country, tradeForms: site.switches.tradeForms },
    listed,
  );
  const regionName = new Intl.DisplayNames([locale], { type: 'region' });
  const check = (name: keyof TradeFormValues) => (_value: string, values: Record<string, string>) =>
    tradeFormErrors(valuesOf(values), listed)[name];
  const fields: readonly FieldSpec[] = [
    {
      name: 'businessName',
      label: 'serviceForms.trade.businessName',
      autoComplete: 'organization',
      check: check('businessName'),
    },
    {
      name: 'businessType',
      label: 'serviceForms.trade.businessType',
      options: TRADE_BUSINESS_TYPES.map((code) => ({
        value: code,
        label: t(`serviceForms.trade.type.${code}`),
      })),
      check: check('businessType'),
    },
    {
      name: 'country',
      label: 'serviceForms.trade.country',
      autoComplete: 'country',
      initial: site.country,
      options: tradeCountries(site.country, listed).map((code) => ({
        value: code,
        label: regionName.of(code) ?? code,
      })),
      check: check('country'),
    },
    {
      name: 'taxId',
      label: 'serviceForms.trade.taxId',
      hint:
        site.country === 'US' ? 'serviceForms.trade.taxIdHintUS' : 'serviceForms.trade.taxIdHint',
      autoComplete: 'off',
      check: check('taxId'),
    },
    { name: 'first', label: 'form.firstName', autoComplete: 'given-name', check: check('first') },
    { name: 'last', label: 'form.lastName', autoComplete: 'family-name', check: check('last') },
    {
      name: 'email',
      label: 'form.email',
      type: 'email',
      autoComplete: 'email',
      check: check('email'),
    },
    {
      name: 'phoneNumber',
      label: 'serviceForms.trade.phone',
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel',
      check: check('phoneNumber'),
    },
    {
      name: 'website',
      label: 'serviceForms.trade.website',
      optional: true,
      autoComplete: 'url',
      check: check('website'),
    },
  ];
  return (
    <ModalFrame title={t('serviceForms.trade.title')} styleType="large" onClose={onClose}>
      {!offered ? (
        <p>{t('serviceForms.trade.unavailable')}</p>
      ) : (
        <ModalForm
          fields={fields}
          intro={t('serviceForms.trade.intro')}
          submitLabel={t('serviceForms.trade.submit')}
          submit={(values) => {
            const website = values.website?.trim();
            return callApi(api, submitTradeApplication, {
              businessName: values.businessName!.trim(),
              businessType: values.businessType as TradeApplication['businessType'],
              taxId: normalizeTaxId(values.taxId!),
              name: { first: values.first!.trim(), last: values.last!.trim() },
              email: values.email!.trim(),
              phoneNumber: values.phoneNumber!,
              ...(website ? { website } : {}),
              country: values.country!,
            });
          }}
          confirmation={(_receipt, values) => (
            <p>{t('serviceForms.trade.sent', { business: values.businessName?.trim() })}</p>
          )}
        />
      )}
    </ModalFrame>
  );
}
