import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { EligibleItems } from '../../../schemas/api/generated/types.ts';
import { formatMoney } from '../../domain/money.ts';
import { RETURN_REASONS } from '../../domain/returns/return-draft.ts';
import type { DraftItem, ReturnReason } from '../../domain/returns/return-draft.ts';
import {
  hasItemErrors,
  itemErrors,
  restockFee,
  selectable,
} from '../../domain/returns/return-rules.ts';
import type { ItemErrors } from '../../domain/returns/return-rules.ts';
import type { Flow } from '../../domain/returns/return-steps.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SelectField } from '../checkout/select-field.tsx';
import { RestockNote } from './restock-note.tsx';

const ERROR_KEYS = {
  NO_ITEM: 'returns.error.noItem',
  QUANTITY_TOO_HIGH: 'returns.error.quantity',
  REASON_REQUIRED: 'returns.error.reason',
  NOT_RETURNABLE: 'returns.error.notReturnable',
} as const;

const NOT_ELIGIBLE_KEYS = {
  GIFT_CARD: 'returns.ineligible.giftCard',
  FULLY_RETURNED: 'returns.ineligible.fullyReturned',
  WINDOW_CLOSED: 'returns.ineligible.windowClosed',
  ORDER_NOT_RETURNABLE: 'returns.ineligible.order',
} as const;

/**
 * The items of an order to send back (returns: details; claims: select): each line that can go
 * back with a checkbox, its quantity (at most what is left) and, for a return, its reason; lines
 * that cannot go back say why; a restock fee is shown with what it costs. Continue checks the
 * choice (return-rules.ts itemErrors) and shows each error at its field.
 */
export function ItemChoice({
  flow,
  items,
  chosen,
  onChange,
  onContinue,
  back,
}: {
  flow: Flow;
  items: EligibleItems;
  chosen: readonly DraftItem[];
  onChange: (items: readonly DraftItem[]) => void;
  onContinue: (items: readonly DraftItem[]) => void | Promise<void>;
  back: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useAppEnv();
  const [selection, setSelection] = useState<readonly DraftItem[]>(chosen);
  const [errors, setErrors] = useState<ItemErrors>({ items: {} });

  const update = (next: readonly DraftItem[]) => {
    setSelection(next);
    onChange(next);
  };
  const entryOf = (itemId: string) => selection.find((item) => item.itemId === itemId);
  const patch = (itemId: string, change: Partial<DraftItem> | null) => {
    const existing = entryOf(itemId);
    if (change === null) update(selection.filter((item) => item.itemId !== itemId));
    else if (existing)
      update(selection.map((item) => (item.itemId === itemId ? { ...item, ...change } : item)));
    else update([...selection, { itemId, quantity: 1, ...change }]);
    setErrors((current) => {
      const { [itemId]: _dropped, ...rest } = current.items;
      return { items: rest };
    });
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = itemErrors(flow, selection, items.items);
    setErrors(found);
    if (hasItemErrors(found)) {
      const first = found.list
        ? 'sf-returns-items'
        : `sf-returns-item-${Object.keys(found.items)[0]}`;
      document.getElementById(first)?.focus();
      return;
    }
    void onContinue(selection);
  }

  return (
    <form className="sf-checkout__form sf-returns__items-form" noValidate onSubmit={submit}>
      <fieldset
        id="sf-returns-items"
        tabIndex={-1}
        className="sf-checkout__choices"
        aria-describedby={errors.list ? 'sf-returns-items-error' : undefined}
      >
        <legend>{t(flow === 'return' ? 'returns.selectItems' : 'claims.selectItems')}</legend>
        {errors.list ? (
          <p id="sf-returns-items-error" className="sf-error" role="alert">
            {t(ERROR_KEYS[errors.list])}
          </p>
        ) : null}
        <ul className="sf-returns__lines">
          {items.items.map((line) => {
            const entry = entryOf(line.itemId);
            const error = errors.items[line.itemId];
            const fee = restockFee(line.restockFeeCode);
            const name = line.displayName;
            const ids = `sf-returns-item-${line.itemId}`;
            return (
              <li key={line.itemId} className="sf-returns__line">
                <div className="sf-returns__line-head">
                  {selectable(line) ? (
                    <input
                      id={ids}
                      type="checkbox"
                      checked={entry !== undefined}
                      aria-describedby={`${ids}-meta${error ? ` ${ids}-error` : ''}`}
                      aria-invalid={error ? true : undefined}
                      onChange={(event) => patch(line.itemId, event.target.checked ? {} : null)}
                    />
                  ) : null}
                  <label
                    htmlFor={selectable(line) ? ids : undefined}
                    className="sf-returns__line-name"
                  >
                    <strong>{name}</strong>
                  </label>
                  <span className="sf-returns__price">
                    {formatMoney(line.unitPrice, items.currency, locale)}
                  </span>
                </div>
                <p id={`${ids}-meta`} className="sf-checkout__note">
                  {t('returns.itemMeta', {
                    color: line.colorName,
                    size: line.sizeName,
                    quantity: line.orderedQuantity,
                  })}
                  {line.returnedQuantity > 0
                    ? ` · ${t('returns.alreadyReturned', { count: line.returnedQuantity })}`
                    : ''}
                </p>
                {!selectable(line) && line.reason ? (
                  <p className="sf-checkout__note sf-returns__ineligible">
                    {t(NOT_ELIGIBLE_KEYS[line.reason])}
                  </p>
                ) : null}
                {fee && selectable(line) && flow === 'return' ? (
                  <RestockNote
                    fee={fee}
                    unitPrice={line.unitPrice}
                    quantity={entry?.quantity ?? 1}
                    currency={items.currency}
                  />
                ) : null}
                {entry ? (
                  <div className="sf-checkout__row">
                    <SelectField
                      id={`${ids}-quantity`}
                      label={t(flow === 'return' ? 'returns.quantityOf' : 'claims.quantityOf', {
                        name,
                      })}
                      value={String(entry.quantity)}
                      error={
                        error === 'QUANTITY_TOO_HIGH'
                          ? t(ERROR_KEYS[error], { max: line.returnableQuantity })
                          : undefined
                      }
                      onChange={(value) => patch(line.itemId, { quantity: Number(value) })}
                    >
                      {Array.from(
                        { length: Math.max(line.returnableQuantity, entry.quantity) },
                        (_, index) => (
                          <option key={index + 1} value={index + 1}>
                            {index + 1}
                          </option>
                        ),
                      )}
                    </SelectField>
                    {flow === 'return' ? (
                      <SelectField
                        id={`${ids}-reason`}
                        label={t('returns.reasonFor', { name })}
                        value={entry.reason ?? ''}
                        error={error === 'REASON_REQUIRED' ? t(ERROR_KEYS[error]) : undefined}
                        onChange={(value) =>
                          patch(
                            line.itemId,
                            value ? { reason: value as ReturnReason } : { reason: undefined },
                          )
                        }
                      >
                        <option value="">{t('returns.reasonPlaceholder')}</option>
                        {RETURN_REASONS.filter((reason) => items.reasons.includes(reason)).map(
                          (reason) => (
                            <option key={reason} value={reason}>
                              {t(`returns.reasons.${reason}`)}
                            </option>
                          ),
                        )}
                      </SelectField>
                    ) : null}
                  </div>
                ) : null}
                {error === 'NOT_RETURNABLE' ? (
                  <p id={`${ids}-error`} className="sf-error">
                    {t(ERROR_KEYS[error])}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="sf-checkout__actions">
        {back}
        <button type="submit" className="sf-button">
          {t('returns.continue')}
        </button>
      </div>
    </form>
  );
}
