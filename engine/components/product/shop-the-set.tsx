import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ProductEntry } from '../../../schemas/api/generated/types.ts';
import { getProductBundles } from '../../api/calls/catalog.ts';
import { useApiQuery } from '../../api/api-hooks.ts';
import type { PieceChoice, PieceProblem } from '../../domain/catalogue/bundle-quick-add.ts';
import {
  chooseColour,
  colourOptions,
  initialChoice,
  needsChoice,
  pieceProblem,
  piecePrice,
  piecesOf,
  readySku,
  setToBag,
  sizeOptions,
} from '../../domain/catalogue/bundle-quick-add.ts';
import { formatMoney } from '../../domain/money.ts';
import { productHref } from '../../domain/product-path.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SiteLink } from '../common/site-link.tsx';
import { tileBox } from '../listing/tile-image.ts';
import { productImageUrl } from '../../domain/image-url.ts';
import { useReviewStrings } from '../reviews/use-review-strings.ts';
import { useSession } from '../shell/route-state.ts';
import './shop-the-set.css';

/** The small tile's image width; its height keeps the catalogue's tile proportions. */
const PIECE_WIDTH = 120;

type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'busy'; readonly key: string }
  | { readonly kind: 'added'; readonly key: string; readonly count: number }
  | { readonly kind: 'problem'; readonly key: string; readonly message: string };

/**
 * "Complete the look" (issue 11 "Shop the Set"; catalogue spec §7 bundles call with limit 5 from
 * limits.listing.bundleListLimit, §9): the bundles that hold this product, each with its pieces as
 * small tiles, a colour and size to pick where there is more than one (the call leaves sold-out
 * colours out), and "Add to bag" per piece or "Add the set to bag" by the same add-to-bag path as
 * the page's own button, so the header's count follows. A chunk of its own, loaded with the
 * trays below the fold; it renders nothing for a product in no bundle.
 */
export default function ShopTheSet({ productId }: { readonly productId: string }) {
  useReviewStrings();
  const { t } = useTranslation();
  const { api, site, locale, brand } = useAppEnv();
  const queryClient = useQueryClient();
  const session = useSession();
  const ids = useId();
  const { data } = useApiQuery(
    getProductBundles,
    { productId, limit: site.limits.listing.bundleListLimit },
    { staleTime: 60_000 },
  );
  const [choices, setChoices] = useState<Record<string, PieceChoice>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const bundles = (data?.bundles ?? [])
    .map((bundle) => ({ bundle, pieces: piecesOf(bundle, data?.items ?? []) }))
    .filter(({ pieces }) => pieces.length > 1);
  if (bundles.length === 0) return null;

  const box = tileBox(site.limits.images);
  // The image's box keeps the catalogue's tile proportions (shop-the-set.css reserves it).
  const height = Math.round((box.height / box.width) * PIECE_WIDTH);
  const choiceOf = (piece: ProductEntry) =>
    choices[piece.product.productId] ?? initialChoice(piece);
  const fieldId = (key: string, productId_: string, field: 'colour' | 'size') =>
    `${ids}-${key}-${productId_}-${field}`;
  const problemText = (piece: ProductEntry, problem: PieceProblem) =>
    t(`catalogueMore.bundles.${problem}`, { piece: piece.product.displayName ?? '' });

  /** Adds the skus one by one by the page's own path; the first add makes a guest's token. */
  const add = async (key: string, items: readonly { productId: string; skuId: string }[]) => {
    if (status.kind === 'busy') return;
    setStatus({ kind: 'busy', key });
    try {
      const { addToBagRequest } = await import('./add-to-bag-request.ts');
      let hasToken = session.scopes.length > 0;
      for (const item of items) {
        await addToBagRequest({
          api,
          queryClient,
          hasToken,
          item: {
            productId: item.productId,
            skuId: item.skuId,
            poolId: api.site.inventoryPool,
            quantity: 1,
            analytics: { addToCartSource: 'pdp-shop-the-set' },
          },
        });
        hasToken = true;
      }
      setStatus({ kind: 'added', key, count: items.length });
    } catch {
      setStatus({ kind: 'problem', key, message: t('catalogueMore.bundles.failed') });
    }
  };

  const addPiece = (key: string, piece: ProductEntry) => {
    const choice = choiceOf(piece);
    const skuId = readySku(piece, choice);
    const problem = pieceProblem(piece, choice);
    if (!skuId || problem) {
      setStatus({ kind: 'problem', key, message: problemText(piece, problem ?? 'chooseSize') });
      const field = problem === 'chooseColour' ? 'colour' : 'size';
      document.getElementById(fieldId(key, piece.product.productId, field))?.focus();
      return;
    }
    void add(key, [{ productId: piece.product.productId, skuId }]);
  };

  const addSet = (key: string, pieces: readonly ProductEntry[]) => {
    const outcome = setToBag(pieces, choices);
    if ('firstProblem' in outcome) {
      const { productId: id, problem } = outcome.firstProblem;
      const piece = pieces.find((entry) => entry.product.productId === id)!;
      setStatus({ kind: 'problem', key, message: problemText(piece, problem) });
      const field = problem === 'chooseColour' ? 'colour' : 'size';
      document.getElementById(fieldId(key, id, field))?.focus();
      return;
    }
    void add(key, outcome.ready);
  };

  const money = (amount: number) => formatMoney(amount, site.currency, locale);

  return (
    <section className="sf-set" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="sf-set__title">
        {t('catalogueMore.bundles.title')}
      </h2>
      {bundles.map(({ bundle, pieces }) => {
        const key = bundle.product.productId;
        const name = bundle.product.displayName ?? '';
        const shown = status.kind !== 'idle' && status.key === key ? status : undefined;
        const statusId = `${ids}-${key}-status`;
        return (
          <div key={key} className="sf-set__bundle">
            <div className="sf-set__head">
              <h3 className="sf-set__name">{name}</h3>
              <SiteLink
                to={productHref(bundle.product.links?.web, bundle.product.slug ?? key)}
                className="sf-set__link"
                aria-label={t('catalogueMore.bundles.viewSetOf', { set: name })}
              >
                {t('catalogueMore.bundles.viewSet')}
              </SiteLink>
            </div>
            <ul className="sf-set__pieces">
              {pieces.map((piece) => {
                const id = piece.product.productId;
                const pieceName = piece.product.displayName ?? id;
                const choice = choiceOf(piece);
                const colours = colourOptions(piece);
                const sizes = sizeOptions(piece, choice.colorCode);
                const needs = needsChoice(piece, choice);
                const price = piecePrice(piece, choice.colorCode);
                const image = colours.find((colour) => colour.code === choice.colorCode)?.image;
                const soldOut = colours.length === 0;
                const pick = (next: PieceChoice) => {
                  setChoices((current) => ({ ...current, [id]: next }));
                  if (shown?.kind === 'problem') setStatus({ kind: 'idle' });
                };
                return (
                  <li key={id} className="sf-set__piece">
                    <SiteLink
                      to={productHref(piece.product.links?.web, piece.product.slug ?? id)}
                      className="sf-set__piece-link"
                    >
                      <span className="sf-set__image">
                        {image ? (
                          <img
                            src={productImageUrl({
                              brandId: brand.id,
                              imageId: image,
                              width: PIECE_WIDTH * 2,
                              quality: site.limits.images.quality,
                              format: 'jpeg',
                            })}
                            width={PIECE_WIDTH}
                            height={height}
                            alt=""
                            loading="lazy"
                            decoding="async"
                          />
                        ) : null}
                      </span>
                      <span className="sf-set__piece-name">{pieceName}</span>
                    </SiteLink>
                    {price ? (
                      price.sale < price.list ? (
                        <span className="sf-set__price sf-set__price--sale">
                          <del>
                            <span className="sf-visually-hidden">
                              {t('listing.originalPrice')}{' '}
                            </span>
                            {money(price.list)}
                          </del>{' '}
                          <ins>
                            <span className="sf-visually-hidden">{t('listing.salePrice')} </span>
                            {money(price.sale)}
                          </ins>
                        </span>
                      ) : (
                        <span className="sf-set__price">{money(price.list)}</span>
                      )
                    ) : null}
                    {soldOut ? (
                      <span className="sf-set__sold-out">{t('pdp.soldOut')}</span>
                    ) : (
                      <div className="sf-set__choices">
                        {needs.colour ? (
                          <label className="sf-set__field">
                            <span aria-hidden="true">{t('catalogueMore.bundles.colour')}</span>
                            <select
                              id={fieldId(key, id, 'colour')}
                              aria-label={t('catalogueMore.bundles.colourOf', { piece: pieceName })}
                              value={choice.colorCode ?? ''}
                              onChange={(event) =>
                                pick(chooseColour(piece, choice, event.target.value))
                              }
                            >
                              {colours.map((colour) => (
                                <option key={colour.code} value={colour.code}>
                                  {colour.name}
                                </option>
                              ))}
                            </select>
                          </label>
                        ) : colours[0] ? (
                          <span className="sf-set__only">{colours[0].name}</span>
                        ) : null}
                        {needs.size ? (
                          <label className="sf-set__field">
                            <span aria-hidden="true">{t('catalogueMore.bundles.size')}</span>
                            <select
                              id={fieldId(key, id, 'size')}
                              aria-label={t('catalogueMore.bundles.sizeOf', { piece: pieceName })}
                              value={choice.skuId ?? ''}
                              onChange={(event) =>
                                pick({ ...choice, skuId: event.target.value || undefined })
                              }
                            >
                              <option value="">{t('catalogueMore.bundles.chooseOption')}</option>
                              {sizes.map((size) => (
                                <option key={size.skuId} value={size.skuId}>
                                  {size.label}
                                </option>
                              ))}
                            </select>
                          </label>
                        ) : sizes[0] ? (
                          <span className="sf-set__only">{sizes[0].label}</span>
                        ) : null}
                        <button
                          type="button"
                          className="sf-button sf-button--secondary sf-set__add-piece"
                          aria-label={t('catalogueMore.bundles.addPiece', { piece: pieceName })}
                          aria-disabled={status.kind === 'busy' || undefined}
                          onClick={() => addPiece(key, piece)}
                        >
                          {t('catalogueMore.bundles.addPieceShort')}
                        </button>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
            <button
              type="button"
              className="sf-button sf-set__add-set"
              aria-label={t('catalogueMore.bundles.addSetOf', { set: name })}
              aria-describedby={shown ? statusId : undefined}
              aria-disabled={status.kind === 'busy' || undefined}
              onClick={() => addSet(key, pieces)}
            >
              {t('catalogueMore.bundles.addSet')}
            </button>
            <p id={statusId} className="sf-set__status" role="status">
              {shown?.kind === 'added'
                ? t('catalogueMore.bundles.added', { count: shown.count })
                : shown?.kind === 'problem'
                  ? shown.message
                  : ''}
            </p>
          </div>
        );
      })}
    </section>
  );
}
