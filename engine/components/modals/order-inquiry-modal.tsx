import { useQueryClient } from '@tanstack/react-query';
import { isValidOrderNumber } from '../../domain/orders/order-lookup.ts';
import { isValidEmail } from '../../domain/validation/index.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SiteLink } from '../common/site-link.tsx';
import { foundOrderKey } from '../orders/found-order.ts';
import { inquireOrderAsGuest } from '../orders/inquire-order.ts';
import { ModalForm } from './modal-form.tsx';
import type { FieldSpec } from './modal-form.tsx';
import { ModalFrame } from './modal-frame.tsx';
import type { ModalBodyProps } from './modal-body.ts';

const FIELDS: readonly FieldSpec[] = [
  {
    name: 'orderNumber',
    label: 'form.orderNumber',
    check: (value) => (isValidOrderNumber(value) ? undefined : 'modals.orderInquiry.number'),
  },
  {
    name: 'email',
    label: 'form.email',
    type: 'email',
    autoComplete: 'email',
    check: (value) => (isValidEmail(value) ? undefined : 'validation.email'),
  },
];

/** #order-inquiry (shell spec §2.4): a guest finds an order by its number and email. */
export default function OrderInquiryModal({ onClose }: ModalBodyProps) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  return (
    <ModalFrame title={t('modal.orderInquiry')} onClose={onClose}>
      <ModalForm
        fields={FIELDS}
        intro={t('modals.orderInquiry.intro')}
        submitLabel={t('modals.orderInquiry.submit')}
        submit={async (values) => {
          const order = await inquireOrderAsGuest(api, {
            orderNumber: values.orderNumber!,
            email: values.email!,
          });
          // The order page shows it from the cache: its link asks for the email no more.
          queryClient.setQueryData(foundOrderKey(api.site, order.orderNumber), order);
          return order;
        }}
        confirmation={(order) => (
          <>
            <p>
              {t('modals.orderInquiry.found', {
                number: order.orderNumber,
                status: t(`modals.orderStatus.${order.status}`, { defaultValue: order.status }),
              })}
            </p>
            <p>
              <SiteLink
                className="sf-button"
                to={`/order-inquiry?orderNumber=${encodeURIComponent(order.orderNumber)}`}
              >
                {t('orderLookup.viewOrder')}
              </SiteLink>
            </p>
          </>
        )}
      />
    </ModalFrame>
  );
}
