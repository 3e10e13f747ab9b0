import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Order } from '../../../schemas/api/generated/types.ts';
import { isApiRequestError } from '../../api/index.ts';
import { lookupFailure, lookupFieldErrors } from '../../domain/orders/order-lookup.ts';
import type { LookupField } from '../../domain/orders/order-lookup.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { TextField } from '../form/text-field.tsx';
import { inquireOrderAsGuest } from './inquire-order.ts';

/**
 * The guest's order lookup (shell spec §2.1 /order-inquiry; §2.2 the separate access check): the
 * order number and the email it was placed with. Each error sits at its field and takes the focus;
 * what was typed stays; the API's "no such order" names both fields (it never says which was
 * wrong, so whether an order exists does not leak).
 */
export function OrderLookupForm({
  initialNumber = '',
  onFound,
}: {
  initialNumber?: string;
  onFound: (order: Order) => void;
}) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const id = useId();
  const [values, setValues] = useState({ orderNumber: initialNumber, email: '' });
  const [errors, setErrors] = useState<Partial<Record<LookupField, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const fieldId = (field: LookupField) => `${id}-${field}`;
  const focus = (field: LookupField) => document.getElementById(fieldId(field))?.focus();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = lookupFieldErrors(values);
    setErrors(found);
    setFormError(undefined);
    const first = (['orderNumber', 'email'] as const).find((field) => found[field]);
    if (first) {
      focus(first);
      return;
    }
    setPending(true);
    try {
      onFound(
        await inquireOrderAsGuest(api, {
          orderNumber: values.orderNumber.trim().toUpperCase(),
          email: values.email.trim(),
        }),
      );
    } catch (error) {
      const failure = isApiRequestError(error)
        ? lookupFailure(error.status, error.fieldErrors?.[0]?.field)
        : lookupFailure(-1);
      if (failure.field) {
        setErrors({ [failure.field]: failure.key });
        focus(failure.field);
      } else {
        setFormError(failure.key);
      }
    } finally {
      setPending(false);
    }
  }

  const set = (field: LookupField) => (value: string) =>
    setValues((old) => ({ ...old, [field]: value }));
  return (
    <form
      className="sf-order-lookup__form"
      method="post"
      noValidate
      onSubmit={submit}
      aria-busy={pending}
    >
      <p>{t('orderLookup.intro')}</p>
      {formError ? (
        <p className="sf-error" role="alert">
          {t(formError)}
        </p>
      ) : null}
      <TextField
        id={fieldId('orderNumber')}
        name="orderNumber"
        label={t('form.orderNumber')}
        hint={t('orderLookup.numberHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={24}
        error={errors.orderNumber ? t(errors.orderNumber) : undefined}
        value={values.orderNumber}
        onChange={set('orderNumber')}
      />
      <TextField
        id={fieldId('email')}
        name="email"
        type="email"
        label={t('form.email')}
        autoComplete="email"
        maxLength={254}
        error={errors.email ? t(errors.email) : undefined}
        value={values.email}
        onChange={set('email')}
      />
      <button type="submit" className="sf-button" disabled={pending}>
        {t('orderLookup.submit')}
      </button>
    </form>
  );
}
