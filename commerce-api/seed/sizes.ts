/**
 * Size systems and fits (the secondary slice). A system lists its sizes per fit; 'regular' is
 * always present and is the default size type. Price-scaled systems (rugs, bedding, sofas, gift
 * cards...) cost more for a larger size.
 */
export const FIT_NAMES = {
  regular: 'Regular',
  petite: 'Petite',
  plus: 'Plus',
  tall: 'Tall',
  wide: 'Wide',
  slim: 'Slim',
  relaxed: 'Relaxed',
} as const;

export type FitCode = keyof typeof FIT_NAMES;

export interface SizeSystem {
  readonly fits: Partial<Record<FitCode, readonly string[]>> & {
    readonly regular: readonly string[];
  };
  /** Price multipliers by size index; absent = one price for every size. */
  readonly priceSteps?: readonly number[];
}

const steps = (count: number, step: number) =>
  Array.from({ length: count }, (_, index) => 1 + index * step);

export const SIZE_SYSTEMS = {
  letter: {
    fits: {
      regular: ['XS', 'S', 'M', 'L', 'XL'],
      petite: ['XXS P', 'XS P', 'S P', 'M P', 'L P'],
      plus: ['1X', '2X', '3X'],
      tall: ['S T', 'M T', 'L T'],
    },
  },
  numeric: {
    fits: {
      regular: ['0', '2', '4', '6', '8', '10', '12', '14'],
      petite: ['00P', '0P', '2P', '4P', '6P', '8P', '10P', '12P'],
      plus: ['14W', '16W', '18W', '20W', '22W', '24W'],
      tall: ['4T', '6T', '8T', '10T', '12T'],
    },
  },
  waist: {
    fits: {
      regular: ['24', '25', '26', '27', '28', '29', '30', '31', '32'],
      petite: ['24P', '25P', '26P', '27P', '28P', '29P', '30P'],
      plus: ['14W', '16W', '18W', '20W', '22W'],
      tall: ['25T', '26T', '27T', '28T', '29T', '30T'],
    },
  },
  bra: { fits: { regular: ['32A', '32B', '34A', '34B', '34C', '36B', '36C', '38C'] } },
  mensLetter: {
    fits: { regular: ['S', 'M', 'L', 'XL', 'XXL'], tall: ['M T', 'L T', 'XL T'] },
  },
  mensWaist: {
    fits: {
      regular: ['28', '29', '30', '31', '32', '33', '34', '36', '38'],
      slim: ['28', '29', '30', '31', '32', '33', '34', '36'],
      relaxed: ['30', '32', '34', '36', '38', '40'],
    },
  },
  shoes: {
    fits: {
      regular: ['6', '6.5', '7', '7.5', '8', '8.5', '9', '9.5', '10', '11'],
      wide: ['7 W', '8 W', '9 W', '10 W'],
    },
  },
  kids: { fits: { regular: ['2T', '3T', '4T', '5', '6', '7', '8', '10', '12'] } },
  baby: { fits: { regular: ['0-3M', '3-6M', '6-12M', '12-18M', '18-24M'] } },
  one: { fits: { regular: ['One Size'] } },
  jewelryLength: { fits: { regular: ['16"', '18"', '20"'] } },
  ring: { fits: { regular: ['5', '6', '7', '8', '9'] } },
  beauty: { fits: { regular: ['0.5 oz', '1.7 oz', '3.4 oz'] }, priceSteps: [1, 1.8, 2.6] },
  candle: { fits: { regular: ['Small', 'Large'] }, priceSteps: [1, 1.7] },
  bedding: {
    fits: { regular: ['Twin', 'Full', 'Queen', 'King', 'California King'] },
    priceSteps: steps(5, 0.15),
  },
  throw: { fits: { regular: ['50" x 60"', '60" x 80"'] }, priceSteps: [1, 1.4] },
  pillow: {
    fits: { regular: ['18" Square', '22" Square', '14" x 24" Lumbar'] },
    priceSteps: [1, 1.2, 1.1],
  },
  rug: {
    fits: { regular: ["2' x 3'", "3' x 5'", "5' x 8'", "8' x 10'", "9' x 12'"] },
    priceSteps: [0.25, 0.45, 1, 1.7, 2.3],
  },
  sofa: { fits: { regular: ['72"', '84"', '96"'] }, priceSteps: [1, 1.15, 1.3] },
  table: { fits: { regular: ['Small', 'Large'] }, priceSteps: [1, 1.35] },
  mirror: { fits: { regular: ['24" x 36"', '30" x 60"', '36" x 72"'] }, priceSteps: [1, 1.5, 2] },
  dinnerware: { fits: { regular: ['Set of 1', 'Set of 4'] }, priceSteps: [1, 3.4] },
  plant: { fits: { regular: ['4" Pot', '6" Pot', '10" Pot'] }, priceSteps: [1, 1.6, 2.8] },
  tree: {
    fits: { regular: ["5' - 6'", "6' - 7'", "7' - 8'", "8' - 9'"] },
    priceSteps: [1, 1.25, 1.5, 1.8],
  },
  planter: {
    fits: { regular: ['Small', 'Medium', 'Large', 'Extra Large'] },
    priceSteps: [1, 1.5, 2.2, 3],
  },
  wreath: { fits: { regular: ['18"', '24"', '30"'] }, priceSteps: [1, 1.4, 1.9] },
  bulbs: { fits: { regular: ['Pack of 10', 'Pack of 25', 'Pack of 50'] }, priceSteps: [1, 2.2, 4] },
  giftcard: {
    fits: { regular: ['$25', '$50', '$75', '$100', '$150', '$200', '$250'] },
    priceSteps: [1, 2, 3, 4, 6, 8, 10],
  },
} as const satisfies Record<string, SizeSystem>;

export type SizeSystemId = keyof typeof SIZE_SYSTEMS;

/** A size id safe in a sku id and a URL: '6.5' -> '6-5', "5' x 8'" -> '5-x-8', '$25' -> '25'. */
export function sizeId(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'one-size'
  );
}
