import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { useSitePath } from '../common/site-link.tsx';
import { useHydrated } from '../shell/use-minicart.ts';
import { useReviewStrings } from '../reviews/use-review-strings.ts';
import './buy-now-button.css';

/**
 * "Buy Now" on the product page (flags.enableBuyNowButton, shell spec §9 "buy-now button", off by
 * default): adds the selection exactly as Add to Bag does (its rules, its messages: `buy` is the
 * same submission) and, once it is in, goes straight to checkout. A chunk of its own, loaded only
 * where the flag is on (issue 9: the product page's first-load budget). Shown once hydrated: a
 * button the server drew would do nothing until this chunk arrived.
 */
export default function BuyNowButton({
  busy,
  describedBy,
  buy,
}: {
  readonly busy: boolean;
  /** The add-to-bag message the shopper must see (what to choose), when there is one. */
  readonly describedBy: string | undefined;
  /** Adds the selection; whether it went in. */
  readonly buy: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sitePath = useSitePath();
  // Its strings come with the product page's later ones (string-bundles.ts); suspends until in.
  useReviewStrings();
  const live = useHydrated();
  if (!live) return null;
  return (
    <button
      type="button"
      className="sf-button sf-product__buy-now"
      onClick={() =>
        void buy().then((added) => {
          if (added) void navigate(sitePath('/checkout'));
        })
      }
      aria-describedby={describedBy}
      aria-disabled={busy || undefined}
    >
      {busy ? t('product.adding') : t('pdp.buyNow')}
    </button>
  );
}
