import type { Flavour } from './flavours.ts';
import type { Kind } from './kinds.ts';
import type { Random } from './random.ts';

export interface ProductName {
  readonly displayName: string;
  /** The house label or partner brand shown as the product's brand (brand_name). */
  readonly label: string | undefined;
  readonly styleName: string;
}

/**
 * A product name in the brand's manner: 'The Somerset Maxi Dress' (Anthropologie), 'We The Free
 * Adella Tee' (Free People), 'BDG Ellie Baggy Jeans' (Urban Outfitters), 'Fernwood Hand-Forged
 * Trowel' (Terrain), 'Classic Linen Shirt' (white label).
 */
export function productName(
  rng: Random,
  flavour: Flavour,
  kind: Kind,
  forcedLabel: string | undefined,
  brandName: string,
): ProductName {
  const noun = rng.pick(kind.nouns);
  const detail = kind.details.length > 0 ? rng.pick(kind.details) : '';
  const styleName = rng.pick(flavour.styleNames);
  const labels = flavour.labels[kind.group] ?? [];
  const label =
    forcedLabel ?? (labels.length > 0 && rng.chance(0.45) ? rng.pick(labels) : undefined);
  const words = (...parts: string[]) => parts.filter((part) => part.length > 0).join(' ');
  if (kind.group === 'giftcard') return { displayName: noun, label, styleName };
  if (kind.group === 'plants') {
    return { displayName: words(rng.chance(0.5) ? detail : '', noun), label, styleName };
  }
  if (flavour.useThe && !label && rng.chance(0.6)) {
    const edition = rng.chance(0.15) && detail ? `: ${detail} Edition` : '';
    return { displayName: `The ${styleName} ${noun}${edition}`, label, styleName };
  }
  if (flavour.kind === 'generic') {
    return { displayName: words(styleName, detail, noun), label, styleName };
  }
  // The house name itself is not repeated in the product name ('Anthropologie Tote' reads oddly).
  const labelWord = label && label !== brandName ? label : '';
  return {
    displayName: words(labelWord, rng.chance(0.7) ? styleName : '', detail, noun),
    label,
    styleName,
  };
}

/** One product's descriptive copy: the PDP's content fields. */
export function productCopy(
  rng: Random,
  input: {
    readonly displayName: string;
    readonly brandName: string;
    readonly kind: Kind;
    readonly colourNames: readonly string[];
    readonly sizeNames: readonly string[];
  },
): Record<string, unknown> {
  const { displayName, brandName, kind } = input;
  const wearable = kind.group === 'apparel' || kind.group === 'shoes';
  const description = `${rng.pick(OPENERS)} ${displayName.replace(/^The /, 'the ')} ${rng.pick(
    MIDDLES[kind.group],
  )} ${rng.pick(CLOSERS)}`;
  const content: Record<string, unknown> = {
    title: `${displayName} | ${brandName}`,
    metaDescription:
      `Shop the ${displayName} at ${brandName}. ${input.colourNames.length > 1 ? `Available in ${input.colourNames.length} colors.` : ''}`.trim(),
    description,
    details: rng.sample(DETAILS[kind.group], 3),
    dynamicHighlights: rng.sample(HIGHLIGHTS[kind.group], 2),
    pdpCallOutTextPrimary: '',
    pdpCallOutTextSecondary: '',
    promotionLabels: [] as string[],
  };
  if (wearable) {
    content.sizeGuide =
      kind.group === 'shoes'
        ? 'shoes'
        : kind.merchandiseClass.startsWith('MENS')
          ? 'mens-apparel'
          : 'womens-apparel';
    content.sizeAndFit = rng.sample(SIZE_AND_FIT, 2);
    content.measurements = `Length: ${rng.int(22, 58)}"`;
    content.modelNotes = `Model is 5'${rng.int(7, 11)}" and wearing size ${input.sizeNames[Math.min(1, input.sizeNames.length - 1)] ?? 'S'}.`;
  } else if (kind.group !== 'giftcard' && kind.group !== 'beauty') {
    content.dimensions = `${rng.int(4, 90)}"H, ${rng.int(4, 80)}"W, ${rng.int(3, 40)}"D`;
  }
  return content;
}

const OPENERS = [
  'Meet',
  'Say hello to',
  'Designed in-house,',
  'A season-spanning favorite,',
  'Thoughtfully made,',
  'New this season,',
];

const MIDDLES: Readonly<Record<Kind['group'], readonly string[]>> = {
  apparel: [
    'pairs easy shapes with considered details, from weekday errands to weekend dinners.',
    'is cut from a soft, breathable fabric with a relaxed drape.',
    'brings effortless polish with a flattering silhouette.',
  ],
  shoes: [
    'is built on a cushioned footbed for all-day wear.',
    'pairs a classic shape with a durable, grippy sole.',
  ],
  accessories: [
    'adds a finishing touch to any look.',
    'is made to be layered, stacked and worn on repeat.',
  ],
  beauty: [
    'is formulated with clean, skin-loving ingredients.',
    'turns a daily ritual into a small moment of calm.',
  ],
  home: [
    'brings warmth and character to any room.',
    'is crafted by artisans using time-honored techniques.',
  ],
  furniture: [
    'is built to last, with a kiln-dried hardwood frame.',
    'anchors a room with a generous, inviting silhouette.',
  ],
  plants: [
    'arrives potted and ready to thrive with bright, indirect light.',
    'is grown by our partner nurseries and hand-selected for shape.',
  ],
  garden: [
    'is made to work hard season after season.',
    'balances form and function for gardeners of every level.',
  ],
  tech: ['delivers rich sound in a retro-inspired design.', 'is compact enough to take anywhere.'],
  giftcard: ['is the gift that always fits.', 'lets them choose exactly what they love.'],
};

const CLOSERS = [
  'Exclusively ours.',
  'A little something special.',
  'Made to be treasured.',
  'Endlessly versatile.',
  '',
];

const DETAILS: Readonly<Record<Kind['group'], readonly string[]>> = {
  apparel: [
    '100% cotton',
    'Linen, viscose',
    'Machine wash',
    'Hand wash',
    'Side pockets',
    'Button front',
    'Pullover styling',
    'Imported',
  ],
  shoes: [
    'Leather upper',
    'Rubber sole',
    'Cushioned insole',
    'Pull-on styling',
    'Imported',
    '2" heel',
  ],
  accessories: [
    'Brass, glass',
    '14k gold plate',
    'Lobster clasp',
    'Interior pocket',
    'Magnetic closure',
    'Imported',
  ],
  beauty: ['Vegan', 'Cruelty-free', 'Paraben-free', 'Made in the USA', 'Recyclable packaging'],
  home: ['Stoneware', 'Dishwasher safe', 'Spot clean', 'Handmade', 'Imported', 'Cotton, linen'],
  furniture: [
    'Kiln-dried hardwood frame',
    'Performance fabric',
    'Assembly required',
    'Made to order',
    'Imported',
  ],
  plants: [
    'Pet-friendly',
    'Bright, indirect light',
    'Water weekly',
    'Ships in grower pot',
    'Low maintenance',
  ],
  garden: ['Weather-resistant', 'Hand-forged steel', 'Powder-coated', 'Imported', 'Frost-proof'],
  tech: ['Bluetooth 5.0', 'USB-C charging', '12-hour battery', '1-year warranty'],
  giftcard: ['No expiry', 'Redeemable online and in stores', 'Delivered by email or post'],
};

const HIGHLIGHTS: Readonly<Record<Kind['group'], readonly string[]>> = {
  apparel: ['Organic Cotton', 'Sustainably Made', 'Exclusive', 'Online Only', 'Easy Care'],
  shoes: ['Leather', 'Comfort Footbed', 'Exclusive', 'Vegan'],
  accessories: ['Handmade', 'Exclusive', 'Recycled Metals', 'Giftable'],
  beauty: ['Clean Beauty', 'Vegan', 'Cruelty-Free', 'Giftable'],
  home: ['Handmade', 'Artisan Made', 'Exclusive', 'Giftable'],
  furniture: ['Made to Order', 'Performance Fabric', 'Exclusive', 'FSC-Certified Wood'],
  plants: ['Pet-Friendly', 'Easy Care', 'Air-Purifying', 'Grower Direct'],
  garden: ['Handmade', 'Frost-Proof', 'Heirloom Quality', 'Giftable'],
  tech: ['Exclusive', 'Limited Edition', 'Giftable'],
  giftcard: ['Giftable', 'Instant Delivery'],
};

const SIZE_AND_FIT = [
  'Fitted through the bodice',
  'Relaxed, easy fit',
  'Falls below the knee',
  'True to size',
  'Runs slightly small; size up',
  'Adjustable straps',
  'Elastic waist',
  'Cropped length',
];
