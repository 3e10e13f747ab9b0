import { useTranslation } from '../../i18n/react.tsx';

/**
 * The quantity: 1 to the cap (catalogue spec §4 "at least 1 and at most the available quantity",
 * §5 caps from limits.cart and the stock). A native select: every choice is allowed, so there is
 * nothing to correct after typing.
 */
export function QuantitySelector({
  value,
  cap,
  onChange,
}: {
  value: number;
  cap: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const count = Math.max(1, Number.isFinite(cap) ? cap : value);
  return (
    <div className="sf-product__quantity">
      <label htmlFor="sf-product-quantity">{t('common.quantity')}</label>
      <select
        id="sf-product-quantity"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {Array.from({ length: count }, (_, index) => index + 1).map((quantity) => (
          <option key={quantity} value={quantity}>
            {quantity}
          </option>
        ))}
      </select>
    </div>
  );
}
