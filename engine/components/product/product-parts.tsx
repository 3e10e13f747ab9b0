import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { getProductParts } from '../../api/calls/catalog.ts';
import { useApiQuery } from '../../api/api-hooks.ts';
import { chosenParts } from '../../domain/catalogue/part-choices.ts';
import { formatMoney } from '../../domain/money.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useReviewStrings } from '../reviews/use-review-strings.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useAnnounce } from '../shell/announcer/announcer.tsx';
import { useSession } from '../shell/route-state.ts';

/** Quantities offered per part (catalogue spec §5: product maximum quantity limit 10). */
const PART_CAP = 10;

/**
 * The parts of a set (catalogue spec §3 partIds, part items; §7 GET .../products/{id}/parts and
 * POST /checkout/v1/.../carts/items): each part with its size and a quantity, the chosen ones
 * added to the bag together. Loaded after hydration as a chunk of its own.
 */
export default function ProductParts({ productId }: { readonly productId: string }) {
  useReviewStrings();
  const { t } = useTranslation();
  const { api, site, locale } = useAppEnv();
  const queryClient = useQueryClient();
  const hasToken = useSession().scopes.length > 0;
  const announce = useAnnounce();
  const ids = useId();
  const { data } = useApiQuery(getProductParts, { productId }, { staleTime: 60_000 });
  const [skus, setSkus] = useState<Record<string, string>>({});
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [state, setState] = useState<'idle' | 'busy' | 'added' | 'none' | 'failed'>('idle');
  const parts = (data?.parts ?? []).map((entry) => {
    const available = (entry.skuInfo?.skus ?? []).filter(
      (sku) => sku.availableStatus === 'available',
    );
    return { entry, available };
  });
  if (parts.length === 0) return null;
  const choices = parts.map(({ entry, available }) => ({
    productId: entry.product.productId,
    skuId: skus[entry.product.productId] ?? available[0]?.skuId,
    quantity: quantities[entry.product.productId] ?? 0,
  }));
  const submit = async () => {
    if (state === 'busy') return;
    const items = chosenParts(choices, PART_CAP);
    if (items.length === 0) {
      setState('none');
      return;
    }
    setState('busy');
    try {
      const { addPartsRequest } = await import('./add-to-bag-request.ts');
      await addPartsRequest({ api, queryClient, hasToken, poolId: data!.poolId, items });
      const count = items.reduce((sum, item) => sum + item.quantity, 0);
      setState('added');
      announce(t('catalogueMore.parts.added', { count }));
    } catch {
      setState('failed');
    }
  };
  return (
    <section className="sf-product__parts" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('catalogueMore.parts.title')}</h2>
      <ul className="sf-product__parts-list">
        {parts.map(({ entry, available }, index) => {
          const id = entry.product.productId;
          const name = entry.product.displayName ?? id;
          const chosenSku = available.find((sku) => sku.skuId === choices[index]!.skuId);
          return (
            <li key={id} className="sf-product__part">
              <span className="sf-product__part-name">{name}</span>
              {chosenSku ? (
                <span className="sf-product__part-price">
                  {formatMoney(chosenSku.salePrice, site.currency, locale)}
                </span>
              ) : null}
              {available.length === 0 ? (
                <span>{t('pdp.soldOut')}</span>
              ) : (
                <>
                  {available.length > 1 ? (
                    <label>
                      <span className="sf-visually-hidden">
                        {t('catalogueMore.parts.sizeOf', { part: name })}
                      </span>
                      <select
                        value={choices[index]!.skuId}
                        onChange={(event) =>
                          setSkus((current) => ({ ...current, [id]: event.target.value }))
                        }
                      >
                        {available.map((sku) => (
                          <option key={sku.skuId} value={sku.skuId}>
                            {sku.size}
                          </option>
                        ))}
                      </select>
                    </label>
                  ) : null}
                  <label>
                    <span className="sf-visually-hidden">
                      {t('catalogueMore.parts.quantityOf', { part: name })}
                    </span>
                    <select
                      value={choices[index]!.quantity}
                      onChange={(event) =>
                        setQuantities((current) => ({
                          ...current,
                          [id]: Number(event.target.value),
                        }))
                      }
                    >
                      {Array.from({ length: PART_CAP + 1 }, (_, quantity) => (
                        <option key={quantity} value={quantity}>
                          {quantity}
                        </option>
                      ))}
                    </select>
                  </label>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="sf-button"
        onClick={() => void submit()}
        aria-disabled={state === 'busy' || undefined}
      >
        {t('catalogueMore.parts.add')}
      </button>
      <p role="status" className="sf-product__parts-status">
        {state === 'added'
          ? t('catalogueMore.parts.addedShort')
          : state === 'none'
            ? t('catalogueMore.parts.chooseOne')
            : state === 'failed'
              ? t('product.addFailed')
              : null}
      </p>
    </section>
  );
}
