/**
 * "Shop the Set" quick add (issue 11; catalogue spec §7 bundles call, §3 Sku, §4 stock states):
 * which colours and sizes of a bundle's pieces a shopper may pick, what is picked for them to
 * begin with, and which pieces are ready for the bag. Pure: the section and its tests read it.
 */

/** What these rules read of a bundle piece (a subset of the API's ProductEntry). */
export interface PieceEntry {
  readonly product: { readonly productId: string; readonly displayName?: string };
  readonly skuInfo?: {
    readonly primarySlice: {
      readonly sliceItems: readonly {
        readonly code: string;
        readonly displayName: string;
        readonly images: readonly string[];
      }[];
    };
    readonly secondarySlice: {
      readonly sliceItems: readonly { readonly code: string; readonly displayName: string }[];
    };
    readonly skus: readonly PieceSku[];
  };
}

export interface PieceSku {
  readonly skuId: string;
  /** Catalogue spec §3: 1000 available, 1003 backordered, 1005 discontinued, 1111 unavailable. */
  readonly availabilityCode: number;
  readonly colorId: string;
  readonly fitId: string;
  readonly size: string;
  readonly listPrice: number;
  readonly salePrice: number;
}

/** A bundle: its id and its pieces' ids (product.bundleIds). */
export interface BundleEntry {
  readonly product: { readonly productId: string; readonly bundleIds?: readonly string[] };
}

/** What the shopper picked for one piece. */
export interface PieceChoice {
  readonly colorCode: string | undefined;
  readonly skuId: string | undefined;
}

export interface ColourOption {
  readonly code: string;
  readonly name: string;
  readonly image: string | undefined;
}

export interface SizeOption {
  readonly skuId: string;
  /** The size, with its fit when the piece comes in more than one ("S, Petite"). */
  readonly label: string;
}

/** Why a piece cannot go in the bag yet. */
export type PieceProblem = 'soldOut' | 'chooseColour' | 'chooseSize';

/**
 * A bundle's pieces in the order the bundle names them; a piece the answer left out (removed for
 * legal reasons, §2.2) is not offered.
 */
export function piecesOf<Piece extends PieceEntry>(
  bundle: BundleEntry,
  items: readonly Piece[],
): Piece[] {
  const byId = new Map(items.map((item) => [item.product.productId, item]));
  return (bundle.product.bundleIds ?? []).flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}

/**
 * Sellable now (catalogue spec §3, §4): available or backordered. The API's code already applies
 * §4's stock rule (no stock and no backorder is 1111), so this chunk reads the code rather than
 * the product page's selection rules, which stay in the page's own chunk (issue 9 budgets).
 */
const SELLABLE_CODES: ReadonlySet<number> = new Set([1000, 1003]);

const sellable = (piece: PieceEntry) =>
  (piece.skuInfo?.skus ?? []).filter((sku) => SELLABLE_CODES.has(sku.availabilityCode));

/**
 * The colours a shopper may pick: those with a sellable sku (§4). The bundles call already leaves
 * out sold-out colours (exclude-filter oos-color); this keeps a stale answer from offering one.
 */
export function colourOptions(piece: PieceEntry): ColourOption[] {
  const skus = sellable(piece);
  return (piece.skuInfo?.primarySlice.sliceItems ?? [])
    .filter((colour) => skus.some((sku) => sku.colorId === colour.code))
    .map((colour) => ({ code: colour.code, name: colour.displayName, image: colour.images[0] }));
}

/** The sellable sizes of a colour, the fit named only when the piece comes in more than one. */
export function sizeOptions(piece: PieceEntry, colorCode: string | undefined): SizeOption[] {
  const skus = sellable(piece).filter((sku) => sku.colorId === colorCode);
  const fits = piece.skuInfo?.secondarySlice.sliceItems ?? [];
  const manyFits = new Set(sellable(piece).map((sku) => sku.fitId)).size > 1;
  return skus.map((sku) => ({
    skuId: sku.skuId,
    label: manyFits
      ? `${sku.size}, ${fits.find((fit) => fit.code === sku.fitId)?.displayName ?? sku.fitId}`
      : sku.size,
  }));
}

/**
 * What is picked to begin with: the first colour that can be bought (the catalogue's order); the
 * size only when that colour has just one (nothing to choose), so no size is guessed for a shopper.
 */
export function initialChoice(piece: PieceEntry): PieceChoice {
  const [colour] = colourOptions(piece);
  const sizes = sizeOptions(piece, colour?.code);
  return { colorCode: colour?.code, skuId: sizes.length === 1 ? sizes[0]!.skuId : undefined };
}

/** A new colour keeps the size of the same name if that colour has it, else the only size. */
export function chooseColour(
  piece: PieceEntry,
  choice: PieceChoice,
  colorCode: string,
): PieceChoice {
  const before = sizeOptions(piece, choice.colorCode).find((size) => size.skuId === choice.skuId);
  const sizes = sizeOptions(piece, colorCode);
  const same = sizes.find((size) => size.label === before?.label);
  return { colorCode, skuId: same?.skuId ?? (sizes.length === 1 ? sizes[0]!.skuId : undefined) };
}

/** Whether the shopper must pick a colour or a size: only where there is more than one. */
export function needsChoice(piece: PieceEntry, choice: PieceChoice) {
  return {
    colour: colourOptions(piece).length > 1,
    size: sizeOptions(piece, choice.colorCode).length > 1,
  };
}

/** Why the piece cannot go in the bag as picked, or undefined when it can. */
export function pieceProblem(piece: PieceEntry, choice: PieceChoice): PieceProblem | undefined {
  const colours = colourOptions(piece);
  if (colours.length === 0) return 'soldOut';
  if (!colours.some((colour) => colour.code === choice.colorCode)) return 'chooseColour';
  const sizes = sizeOptions(piece, choice.colorCode);
  return sizes.some((size) => size.skuId === choice.skuId) ? undefined : 'chooseSize';
}

/** The sku to add for a piece as picked, or undefined while it has a problem. */
export function readySku(piece: PieceEntry, choice: PieceChoice): string | undefined {
  return pieceProblem(piece, choice) === undefined ? choice.skuId : undefined;
}

/**
 * The set to the bag: every piece that can be bought must be ready (a sold-out piece is left
 * out, as its tile says); otherwise the first piece still to choose, so focus can go there.
 */
export function setToBag(
  pieces: readonly PieceEntry[],
  choices: Readonly<Record<string, PieceChoice>>,
):
  | { readonly ready: { productId: string; skuId: string }[] }
  | { readonly firstProblem: { productId: string; problem: PieceProblem } } {
  const ready: { productId: string; skuId: string }[] = [];
  for (const piece of pieces) {
    const { productId } = piece.product;
    const choice = choices[productId] ?? initialChoice(piece);
    const problem = pieceProblem(piece, choice);
    if (problem === 'soldOut') continue;
    if (problem) return { firstProblem: { productId, problem } };
    ready.push({ productId, skuId: choice.skuId! });
  }
  return { ready };
}

/** A piece's price in the site currency as picked: the lowest of its colour (or of all its skus). */
export function piecePrice(
  piece: PieceEntry,
  colorCode: string | undefined,
): { readonly list: number; readonly sale: number } | undefined {
  const skus = sellable(piece);
  const ofColour = skus.filter((sku) => sku.colorId === colorCode);
  const priced = ofColour.length > 0 ? ofColour : skus;
  if (priced.length === 0) return undefined;
  return {
    list: Math.min(...priced.map((sku) => sku.listPrice)),
    sale: Math.min(...priced.map((sku) => sku.salePrice)),
  };
}
