import type { PaletteId } from './colours.ts';
import type { FitCode, SizeSystemId } from './sizes.ts';

/** What a product is made of and sold as; the group decides copy, review questions and sizing. */
export type KindGroup =
  | 'apparel'
  | 'shoes'
  | 'accessories'
  | 'beauty'
  | 'home'
  | 'furniture'
  | 'plants'
  | 'garden'
  | 'tech'
  | 'giftcard';

export interface Kind {
  /** Shown as attributionProductType ('Dresses'). */
  readonly label: string;
  readonly group: KindGroup;
  readonly nouns: readonly string[];
  /** Words placed before the noun ('Tiered', 'Linen'). */
  readonly details: readonly string[];
  readonly sizes: SizeSystemId;
  /** Fits a product of this kind may carry besides 'regular'. */
  readonly extraFits?: readonly FitCode[];
  /** List price range in USD for the smallest size. */
  readonly price: readonly [number, number];
  readonly merchandiseClass: string;
  readonly palette: PaletteId;
  /** Image views per colour (b, c, d...). */
  readonly views: number;
  /** Replacement parts a product of this kind can offer (parts products). */
  readonly parts?: readonly string[];
  readonly madeToOrder?: boolean;
  /** Share of products shipped straight from the vendor. */
  readonly dropShip?: number;
  /** False for goods never stocked in shops (large furniture, live trees). */
  readonly inStores?: boolean;
}

/** An apparel kind: letter, numeric and waist sizes may come in petite, plus and tall. */
export const apparel = (
  label: string,
  nouns: string[],
  details: string[],
  sizes: SizeSystemId,
  price: [number, number],
  merchandiseClass: string,
  extra: Partial<Kind> = {},
): Kind => ({
  label,
  group: 'apparel',
  nouns,
  details,
  sizes,
  extraFits:
    sizes === 'letter' || sizes === 'numeric' || sizes === 'waist'
      ? ['petite', 'plus', 'tall']
      : [],
  price,
  merchandiseClass,
  palette: 'fashion',
  views: 5,
  ...extra,
});

/** Any other kind: shoes, accessories, home, furniture, plants, garden goods. */
export const goods = (
  group: KindGroup,
  label: string,
  nouns: string[],
  details: string[],
  sizes: SizeSystemId,
  price: [number, number],
  merchandiseClass: string,
  palette: PaletteId,
  extra: Partial<Kind> = {},
): Kind => ({
  label,
  group,
  nouns,
  details,
  sizes,
  price,
  merchandiseClass,
  palette,
  views: 3,
  ...extra,
});
