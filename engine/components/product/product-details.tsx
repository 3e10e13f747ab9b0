import { useTranslation } from '../../i18n/react.tsx';
import type { ResolvedProductDetailsProps } from '../../config/generated/resolved.ts';
import { productImageUrl } from '../../domain/image-url.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { lazy, Suspense, useState } from 'react';
import { Registered } from '../../registry/registered.tsx';
import { EMPTY_GIFT_CARD, giftCardKind } from '../../domain/gift-card-kind.ts';
import { registryAvailable } from '../../domain/registry/registry-availability.ts';
import { PickupSlot } from '../pickup/pickup-slot.tsx';

// A set's parts: their list, sizes and call load only on products that have parts (issue 11).
const ProductParts = lazy(() => import('./product-parts.tsx'));
// "Request a Swatch" and its dialog: a chunk of their own, only on products that offer it.
const SwatchRequestButton = lazy(() => import('./swatch-request-button.tsx'));
import { AddToBag } from './add-to-bag.tsx';
import { AddToWishlist } from './add-to-wishlist.tsx';
import { HeartSlot } from '../likes/heart-slot.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { ProductHighlights } from './product-highlights.tsx';
import { ProductPrice } from './product-price.tsx';
import { SizeGuideButton } from './size-guide-button.tsx';
import { VintageConditionNote } from './vintage-condition-note.tsx';
import { useProductEntry } from './product-context.tsx';
import { QuantitySelector } from './quantity-selector.tsx';
import { StockMessage } from './stock-message.tsx';
import { useProductSelection } from './product-selection.tsx';

const SIZES_ID = 'sf-product-sizes';
const MESSAGE_ID = 'sf-product-size-message';
const STOCK_ID = 'sf-product-stock';

/**
 * The product's name, price, colour, fit and size choices (radio groups), the stock message, the
 * quantity and add to bag, all from the selection in the URL (catalogue spec §4). Registered as
 * ProductDetails.
 */
export default function ProductDetails({ showStyleNumber }: ResolvedProductDetailsProps) {
  const { brand, site } = useAppEnv();
  const { t } = useTranslation();
  const { product, productSummary, skuInfo } = useProductEntry();
  const { selection, choose } = useProductSelection();
  const giftKind = giftCardKind(product);
  const [gift, setGift] = useState(EMPTY_GIFT_CARD);
  const [giftChecked, setGiftChecked] = useState(false);
  const description = typeof product.description === 'string' ? product.description : undefined;
  const swatchOf = new Map((product.swatches ?? []).map((swatch) => [swatch.colorCode, swatch]));
  const { swatchQuality, swatchHeights } = site.limits.images;
  // The smallest of the spec's swatch heights (56): swatches are drawn 2.5rem high.
  const swatchHeight = Math.min(...swatchHeights);
  return (
    <section className="sf-product__details">
      <h1 id="sf-product-name" className="sf-page-title">
        {product.displayName}
      </h1>
      {showStyleNumber ? (
        <p className="sf-product__style">
          {t('pdp.styleNumber', { styleNumber: product.styleNumber })}
        </p>
      ) : null}
      <ProductPrice
        sku={skuInfo?.skus.find((sku) => sku.skuId === selection.size?.sku.skuId)}
        summary={productSummary}
        currency={site.currency}
      />
      <VintageConditionNote />
      <ProductHighlights />
      <form className="sf-product__form" onSubmit={(event) => event.preventDefault()}>
        {selection.color ? (
          <ChoiceGroup
            name="color"
            kind="swatch"
            legend={t('pdp.color', { color: selection.color.displayName })}
            value={selection.color.code}
            unavailableText={t('pdp.soldOut')}
            onChange={(color) => choose({ color })}
            choices={selection.colors.map((color) => {
              const swatch = swatchOf.get(color.code);
              return {
                value: color.code,
                label: color.displayName,
                unavailable: !color.available,
                visual: swatch ? (
                  <img
                    src={productImageUrl({
                      brandId: brand.id,
                      imageId: swatch.image,
                      width: swatchHeight,
                      quality: swatchQuality,
                    })}
                    alt=""
                    width={swatchHeight}
                    height={swatchHeight}
                    loading="lazy"
                  />
                ) : undefined,
              };
            })}
          />
        ) : null}
        {selection.fits.length > 1 ? (
          <ChoiceGroup
            name="fit"
            kind="chip"
            legend={t('pdp.fit')}
            value={selection.fit?.code}
            unavailableText={t('pdp.soldOut')}
            onChange={(fit) => choose({ fit })}
            choices={selection.fits.map((fit) => ({ value: fit.code, label: fit.displayName }))}
          />
        ) : null}
        {selection.sizes.length > 0 &&
        typeof product.sizeGuide === 'string' &&
        product.sizeGuide ? (
          <SizeGuideButton guide={product.sizeGuide} />
        ) : null}
        {selection.sizes.length > 0 ? (
          <div id={SIZES_ID}>
            <ChoiceGroup
              name="size"
              kind="chip"
              legend={t('pdp.size')}
              value={selection.size?.id}
              unavailableText={t('pdp.outOfStock')}
              describedBy={`${MESSAGE_ID} ${STOCK_ID}`}
              onChange={(size) => choose({ size })}
              choices={selection.sizes.map((size) => ({
                value: size.id,
                label: size.displayName,
                unavailable: !size.available,
              }))}
            />
          </div>
        ) : null}
        <p id={MESSAGE_ID} className="sf-product__message" aria-live="polite">
          {selection.message ? t(`pdp.message.${selection.message}`) : null}
        </p>
        <StockMessage
          id={STOCK_ID}
          sku={skuInfo?.skus.find((sku) => sku.skuId === selection.size?.sku.skuId)}
          preorder={product.preorderFlag === true}
          lowStockThreshold={site.limits.listing.lowStockThreshold}
        />
        <QuantitySelector
          value={selection.quantity}
          cap={selection.quantityCap}
          onChange={(quantity) => choose({ quantity })}
        />
        {/* A part of its own chunk, only on gift card pages (issue 9 budget), preloaded by them
            (productSectionsOf), and in the details' own boundary: it hydrates with them, so an
            early click or keystroke reaches live fields, not server HTML React would replace. */}
        {giftKind ? (
          <Registered
            name="GiftCardFields"
            inline
            props={{ kind: giftKind, checked: giftChecked, draft: gift, onChange: setGift }}
          />
        ) : null}
        <AddToBag
          selection={selection}
          sizesId={SIZES_ID}
          {...(giftKind
            ? {
                gift: {
                  kind: giftKind,
                  draft: gift,
                  onInvalid: (fieldId) => {
                    setGiftChecked(true);
                    document.getElementById(fieldId)?.focus();
                  },
                },
              }
            : {})}
        />
      </form>
      {/* Outside the form: its picker holds a form of its own (a new list's name). */}
      {giftKind ? null : (
        <AddToWishlist
          productId={product.productId}
          skuId={selection.size?.sku.skuId}
          quantity={selection.quantity}
        />
      )}
      <HeartSlot productId={product.productId} product={product.displayName ?? ''} place="page" />
      {/* Which products offer it is decided in its chunk (domain/catalogue/swatch-request-offer). */}
      {site.switches.requestSwatch ? (
        // No fallback: nothing shows until the button is there (React 18+ keeps the boundary).
        <Suspense>
          <SwatchRequestButton product={product} />
        </Suspense>
      ) : null}
      {/* Registries are for US sites with the switch (catalogue spec §3 Registry, §5). */}
      {giftKind || !registryAvailable(site) ? null : (
        <AddToWishlist
          to="registry"
          productId={product.productId}
          skuId={selection.size?.sku.skuId}
          quantity={selection.quantity}
        />
      )}
      {product.partIds && product.partIds.length > 0 ? (
        <Suspense fallback={null}>
          <ProductParts productId={product.productId} />
        </Suspense>
      ) : null}
      {product.slug && !product.isGiftCard && !product.isEgiftCard ? (
        <PickupSlot slug={product.slug} skuId={selection.size?.sku.skuId} />
      ) : null}
      {description ? <p className="sf-product__description">{description}</p> : null}
    </section>
  );
}
