import { callApi } from '../../api/index.ts';
import { DEFAULT_CATALOG_REQUEST_COUNTRIES, submitCatalogRequest } from '../../api/calls/forms.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { ModalForm } from './modal-form.tsx';
import type { FieldSpec } from './modal-form.tsx';
import { ModalFrame } from './modal-frame.tsx';
import type { ModalBodyProps } from './modal-body.ts';

/**
 * #request-catalog (shell spec §3.2, §5): name, address1, city, region, postal code and country
 * required, address2 and PO box optional; offered only in the US and Canada where the site's
 * switch is on, elsewhere the modal says so.
 */
export default function RequestCatalogModal({ onClose }: ModalBodyProps) {
  const { t } = useTranslation();
  const { api, site } = useAppEnv();
  const offered =
    site.switches.catalogRequest && DEFAULT_CATALOG_REQUEST_COUNTRIES.includes(site.country);
  const fields: readonly FieldSpec[] = [
    { name: 'first', label: 'form.firstName', autoComplete: 'given-name' },
    { name: 'last', label: 'form.lastName', autoComplete: 'family-name' },
    { name: 'address1', label: 'form.address1', autoComplete: 'address-line1' },
    { name: 'address2', label: 'form.address2', autoComplete: 'address-line2', optional: true },
    { name: 'poBox', label: 'modals.requestCatalog.poBox', optional: true },
    { name: 'city', label: 'form.city', autoComplete: 'address-level2' },
    { name: 'region', label: 'form.region', autoComplete: 'address-level1' },
    { name: 'postalCode', label: 'form.postalCode', autoComplete: 'postal-code' },
  ];
  return (
    <ModalFrame title={t('modal.requestCatalog')} styleType="large" onClose={onClose}>
      {offered ? (
        <ModalForm
          fields={fields}
          intro={t('modals.requestCatalog.intro')}
          submitLabel={t('modals.requestCatalog.submit')}
          submit={(values) =>
            callApi(api, submitCatalogRequest, {
              name: { first: values.first!, last: values.last! },
              address1: values.address1!,
              ...(values.address2 ? { address2: values.address2 } : {}),
              ...(values.poBox ? { poBox: values.poBox } : {}),
              city: values.city!,
              region: values.region!.toUpperCase(),
              postalCode: values.postalCode!,
              country: site.country as 'US' | 'CA',
            })
          }
          confirmation={() => <p>{t('modals.requestCatalog.sent')}</p>}
        />
      ) : (
        <p>{t('modals.requestCatalog.unavailable')}</p>
      )}
    </ModalFrame>
  );
}
