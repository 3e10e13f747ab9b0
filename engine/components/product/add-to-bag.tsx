import { lazy, Suspense, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.tsx';
import type { Selection, SizeFitCode } from '../../domain/selection/product-selection.ts';
import { addToBagProblem } from '../../domain/selection/product-selection.ts';
import type { GiftCardDraft, GiftCardField, GiftCardKind } from '../../domain/gift-card-kind.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SiteLink } from '../common/site-link.tsx';
import { useAnnounce } from '../shell/announcer/announcer.tsx';
import { useSession } from '../shell/route-state.ts';
import { useProductEntry } from './product-context.tsx';

const CartConfirmation = lazy(() => import('./cart-confirmation.tsx'));
// flags.enableBuyNowButton: the button and its way to checkout are a chunk loaded only where on.
const BuyNowButton = lazy(() => import('./buy-now-button.tsx'));
// flags.enablePdpExpressPayment: express checkout with what a signed-in shopper has saved.
const ExpressCheckoutButton = lazy(() => import('./express-checkout-button.tsx'));

/**
 * Add to bag with the catalogue spec's payload (§3: productId, skuId, poolId, quantity; §5 each
 * non-empty; the client retries a 412 CART_NOT_ACTIVE once, §4). Nothing fails silently: with no
 * size, or a size out of stock, the button's description says what to choose and focus moves to the
 * sizes; a failed call says so. Success updates the header's count (add-to-bag-request.ts) and
 * shows the confirmation. Where flags.enableBuyNowButton is on, a "Buy Now" button beside it adds
 * the same selection by the same rules and, once it is in, goes to checkout instead; where
 * flags.enablePdpExpressPayment is on, express checkout does the same with the signed-in shopper's
 * saved address and card (express-checkout-button.tsx).
 */
export function AddToBag({
  selection,
  sizesId,
  gift,
}: {
  selection: Selection;
  sizesId: string;
  /** A gift card's details, checked before the call; onInvalid shows their problems. */
  /** onInvalid gets the id of the first field with a problem. */
  gift?: { kind: GiftCardKind; draft: GiftCardDraft; onInvalid: (fieldId: string) => void };
}) {
  const { t } = useTranslation();
  const { api, site, flags } = useAppEnv();
  const { product } = useProductEntry();
  const [busy, setBusy] = useState<false | 'add' | 'buy'>(false);
  const queryClient = useQueryClient();
  const hasToken = useSession().scopes.length > 0;
  const [problem, setProblem] = useState<SizeFitCode | 'failed' | undefined>(undefined);
  const [added, setAdded] = useState<{ quantity: number; size: string; color: string } | null>(
    null,
  );
  const errorId = useId();
  const announce = useAnnounce();
  const summaryOf = (item: { quantity: number; size: string; color: string }) =>
    t('product.added', {
      quantity: item.quantity,
      product: product.displayName ?? '',
      details: [item.color, item.size].filter(Boolean).join(', '),
    });
  const summary = added ? summaryOf(added) : '';
  const size = selection.size;
  const sizeProblem = addToBagProblem(selection);
  // A problem shown for a size already put right is stale.
  const shown = problem === 'failed' || (problem && problem === sizeProblem) ? problem : undefined;

  /** Adds the selection; whether it went in. Buying now skips the confirmation (checkout next). */
  const submit = async (buyNow = false): Promise<boolean> => {
    if (busy) return false;
    if (sizeProblem || !size) {
      setProblem(sizeProblem);
      document.getElementById(sizesId)?.querySelector('input')?.focus();
      return false;
    }
    // The gift card rules load with the gift card's fields (already there when it is one).
    const giftRules = gift ? await import('../../domain/gift-card-details.ts') : undefined;
    if (gift && giftRules) {
      const problems = giftRules.giftCardProblems(
        gift.kind,
        gift.draft,
        site.limits.giftMessage,
        new Date(),
      );
      const first = Object.keys(problems)[0] as GiftCardField | undefined;
      if (first) {
        gift.onInvalid(giftRules.giftCardFieldId(first));
        return false;
      }
    }
    setProblem(undefined);
    setBusy(buyNow ? 'buy' : 'add');
    try {
      const { addToBagRequest } = await import('./add-to-bag-request.ts');
      await addToBagRequest({
        api,
        queryClient,
        hasToken,
        item: {
          productId: product.productId,
          skuId: size.sku.skuId,
          poolId: api.site.inventoryPool,
          quantity: selection.quantity,
          analytics: { addToCartSource: buyNow ? 'pdp-buy-now' : 'pdp' },
          ...(gift && giftRules ? giftRules.giftCardPayload(gift.kind, gift.draft) : {}),
        },
      });
      if (buyNow) return true;
      const item = {
        quantity: selection.quantity,
        size: size.displayName,
        color: selection.color?.displayName ?? '',
      };
      setAdded(item);
      // Said through the shell's one announcer (shell spec §4), cleared after its time.
      announce(summaryOf(item));
      return true;
    } catch {
      setProblem('failed');
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="sf-product__add">
      <button
        type="button"
        className="sf-button sf-product__add-button"
        onClick={() => void submit()}
        aria-describedby={shown ? errorId : undefined}
        aria-disabled={busy ? true : undefined}
      >
        {busy === 'add' ? t('product.adding') : t('pdp.addToCart')}
      </button>
      {flags.enableBuyNowButton ? (
        // No fallback: nothing shows until the button is there.
        <Suspense>
          <BuyNowButton
            busy={busy === 'buy'}
            describedBy={shown ? errorId : undefined}
            buy={() => submit(true)}
          />
        </Suspense>
      ) : null}
      {flags.enablePdpExpressPayment ? (
        <Suspense>
          <ExpressCheckoutButton
            busy={busy === 'buy'}
            describedBy={shown ? errorId : undefined}
            buy={() => submit(true)}
          />
        </Suspense>
      ) : null}
      <p id={errorId} className="sf-product__error" role="alert">
        {shown === 'failed' ? t('product.addFailed') : shown ? t(`pdp.message.${shown}`) : null}
      </p>
      {size && !size.available && size.sku.skuId ? (
        <SiteLink
          className="sf-product__notify"
          to={`/back-in-stock?${new URLSearchParams({
            productId: product.productId,
            skuId: size.sku.skuId,
            styleNumber: product.styleNumber ?? '',
          })}`}
        >
          {t('pdp.notifyMe')}
        </SiteLink>
      ) : null}
      {added ? (
        <Suspense fallback={null}>
          <CartConfirmation summary={summary} onClose={() => setAdded(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
