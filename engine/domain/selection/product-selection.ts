import type { QuantityLimits } from './quantity.ts';
import { initialQuantity, quantityCap } from './quantity.ts';
import type { StockOfSku } from './stock-state.ts';
import { isUnavailable } from './stock-state.ts';

/**
 * Product selection (catalogue spec §4 "Product selection on init"): which colour, fit, size and
 * quantity a product page or quick shop opens with, from what was asked (the URL) and the product's
 * skus, and the size-and-fit message when the request cannot be met. A change of colour, fit or size
 * runs the same rules with the new choice as the request, so the messages agree.
 */

/** A colour (primary slice) or fit (secondary slice) item. */
export interface SliceChoice {
  readonly code: string;
  readonly displayName: string;
}

export interface SelectableSku extends StockOfSku {
  readonly skuId: string;
  readonly colorId: string;
  readonly fitId: string;
  readonly sizeId: string;
  /** The size's display name ('M', '32B'). */
  readonly size: string;
}

export interface SelectableProduct {
  readonly colors: readonly SliceChoice[];
  readonly fits: readonly SliceChoice[];
  readonly skus: readonly SelectableSku[];
  /** The product's default colour code, when it names one. */
  readonly defaultColor?: string;
  /** The product's default size type (fit) code, when it names one. */
  readonly defaultFit?: string;
}

/** What was asked: query parameters of a shared link, or a shopper's change. */
export interface SelectionRequest {
  readonly color?: string;
  readonly fit?: string;
  readonly size?: string;
  readonly quantity?: number;
}

export interface SelectionOptions {
  /** Out-of-stock colours are shown (the product was asked for without exclude-filter oos-color). */
  readonly showOutOfStockColors: boolean;
  /** A registry view: fits stay offered whatever their stock. */
  readonly isRegistry: boolean;
  readonly quantitySelector: boolean;
  readonly quickShopEdit: boolean;
  readonly editMode: boolean;
  readonly limits: QuantityLimits;
}

/** §4 "Size-and-fit change messages". */
export type SizeFitMessage =
  | 'fitNotAvailable'
  | 'sizeNotAvailable'
  | 'selectInStockSizeFit'
  | 'selectInStockSize'
  | 'selectSize';

/** §4 "Message codes map to keys". */
export type SizeFitCode = 'sizeTypeInvalid' | 'sizeNotInColor' | 'sizeOutOfStock' | 'selectSize';

/** Each message code and the message key it maps to. */
export const MESSAGE_OF_CODE: Readonly<Record<SizeFitCode, SizeFitMessage>> = {
  sizeTypeInvalid: 'fitNotAvailable',
  sizeNotInColor: 'sizeNotAvailable',
  sizeOutOfStock: 'selectInStockSize',
  selectSize: 'selectSize',
};

export interface SizeChoice {
  readonly id: string;
  readonly displayName: string;
  readonly sku: SelectableSku;
  readonly available: boolean;
}

/** A colour and whether any of its skus can be bought (sold-out colours are shown as such). */
export interface ColorChoice extends SliceChoice {
  readonly available: boolean;
}

export interface Selection {
  readonly colors: readonly ColorChoice[];
  readonly color: SliceChoice | undefined;
  readonly fit: SliceChoice | undefined;
  /** The fits offered for the colour (out-of-stock ones left out unless §4 keeps them). */
  readonly fits: readonly SliceChoice[];
  /** Every size of the colour and fit, unavailable ones included (shown as such, not hidden). */
  readonly sizes: readonly SizeChoice[];
  readonly size: SizeChoice | undefined;
  readonly quantity: number;
  /** The most the quantity selector offers (Infinity in edit mode). */
  readonly quantityCap: number;
  readonly code?: SizeFitCode;
  readonly message?: SizeFitMessage;
}

const hasStock = (skus: readonly SelectableSku[]) => skus.some((sku) => !isUnavailable(sku));

/** §4 Colour: requested colour, else default colour, else first available colour (else the first). */
export function chooseColor(
  product: SelectableProduct,
  requested: string | undefined,
): SliceChoice | undefined {
  const byCode = (code: string | undefined) =>
    code ? product.colors.find((color) => color.code === code) : undefined;
  return (
    byCode(requested) ??
    byCode(product.defaultColor) ??
    product.colors.find((color) =>
      hasStock(product.skus.filter((sku) => sku.colorId === color.code)),
    ) ??
    product.colors[0]
  );
}

/**
 * The fits of a colour (those it has skus in). §4: out-of-stock fits are excluded unless
 * out-of-stock colours are shown or it is a registry.
 */
export function fitsOffered(
  product: SelectableProduct,
  color: SliceChoice | undefined,
  options: Pick<SelectionOptions, 'showOutOfStockColors' | 'isRegistry'>,
): SliceChoice[] {
  const keepSoldOut = options.showOutOfStockColors || options.isRegistry;
  return product.fits.filter((fit) => {
    const skus = product.skus.filter(
      (sku) => sku.fitId === fit.code && sku.colorId === color?.code,
    );
    return skus.length > 0 && (keepSoldOut || hasStock(skus));
  });
}

/** §4 Fit: requested fit, else default size type, else first fit (of those offered). */
export function chooseFit(
  fits: readonly SliceChoice[],
  requested: string | undefined,
  defaultFit: string | undefined,
): SliceChoice | undefined {
  const byCode = (code: string | undefined) =>
    code ? fits.find((fit) => fit.code === code) : undefined;
  return byCode(requested) ?? byCode(defaultFit) ?? fits[0];
}

/** The sizes of a colour and fit in the order of the skus, one per size id. */
export function sizesOf(
  product: SelectableProduct,
  color: SliceChoice | undefined,
  fit: SliceChoice | undefined,
): SizeChoice[] {
  const sizes = new Map<string, SizeChoice>();
  for (const sku of product.skus) {
    if (sku.colorId !== color?.code || (fit && sku.fitId !== fit.code) || sizes.has(sku.sizeId))
      continue;
    sizes.set(sku.sizeId, {
      id: sku.sizeId,
      displayName: sku.size,
      sku,
      available: !isUnavailable(sku),
    });
  }
  return [...sizes.values()];
}

const normalise = (text: string) => text.trim().toLowerCase();

/**
 * §4 Size: the requested size matched by display name, size name or id (names without regard to
 * case or surrounding spaces, so '?size=m' finds 'M'), or the only size when there is just one.
 */
export function matchSize(
  sizes: readonly SizeChoice[],
  requested: string | undefined,
): SizeChoice | undefined {
  if (requested !== undefined && requested.trim() !== '') {
    const wanted = normalise(requested);
    const found =
      sizes.find((size) => size.id === requested) ??
      sizes.find((size) => normalise(size.displayName) === wanted) ??
      sizes.find((size) => normalise(size.id) === wanted);
    if (found) return found;
  }
  return sizes.length === 1 ? sizes[0] : undefined;
}

/** Whether the product has the size (by the same match) in another fit of the colour, in stock. */
function inStockInOtherFit(
  product: SelectableProduct,
  color: SliceChoice | undefined,
  fit: SliceChoice | undefined,
  fits: readonly SliceChoice[],
  requested: string,
): boolean {
  return fits.some(
    (other) =>
      other.code !== fit?.code && matchSize(sizesOf(product, color, other), requested)?.available,
  );
}

/**
 * The choice a sku names: its colour, fit and size (a #quickshop link with sku=, catalogue spec §3
 * "exactly one of slug, product id or sku"; shell spec §2.4). A sku the product lacks asks nothing.
 */
export function requestOfSku(product: SelectableProduct, skuId: string): SelectionRequest {
  const sku = product.skus.find((candidate) => candidate.skuId === skuId);
  return sku ? { color: sku.colorId, fit: sku.fitId, size: sku.sizeId } : {};
}

/** The selection a request opens with (§4), with its message when the request cannot be met. */
export function resolveSelection(
  product: SelectableProduct,
  request: SelectionRequest,
  options: SelectionOptions,
): Selection {
  const color = chooseColor(product, request.color);
  const fits = fitsOffered(product, color, options);
  const fit = chooseFit(fits, request.fit, product.defaultFit);
  const sizes = sizesOf(product, color, fit);
  const size = matchSize(sizes, request.size);
  const cap = quantityCap(size?.sku, options.limits, options.editMode);
  const quantity = initialQuantity(request.quantity, cap, options);
  const colors = product.colors.map((choice) => ({
    code: choice.code,
    displayName: choice.displayName,
    available: hasStock(product.skus.filter((sku) => sku.colorId === choice.code)),
  }));
  const selection = { colors, color, fit, fits, sizes, size, quantity, quantityCap: cap };

  const fitMissing = Boolean(request.fit) && fit?.code !== request.fit;
  if (fitMissing) return withCode(selection, 'sizeTypeInvalid');
  if (request.size && !size) return withCode(selection, 'sizeNotInColor');
  if (size && !size.available) {
    const elsewhere = inStockInOtherFit(product, color, fit, fits, request.size ?? size.id);
    return {
      ...selection,
      code: 'sizeOutOfStock',
      message: elsewhere ? 'selectInStockSizeFit' : 'selectInStockSize',
    };
  }
  return selection;
}

function withCode(selection: Selection, code: SizeFitCode): Selection {
  return { ...selection, code, message: MESSAGE_OF_CODE[code] };
}

/**
 * What stops an add to bag: no size chosen (selectSize), or a size out of stock. Undefined when the
 * selection can be added.
 */
export function addToBagProblem(selection: Selection): SizeFitCode | undefined {
  if (!selection.size) return 'selectSize';
  if (!selection.size.available) return 'sizeOutOfStock';
  return undefined;
}
