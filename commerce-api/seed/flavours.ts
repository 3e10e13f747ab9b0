import type { ApiBrandConfig } from '../brands.ts';
import type { KindGroup } from './kinds.ts';

/**
 * How a brand names and merchandises things. Three flavours cover the brands: fashion
 * (Anthropologie, Free People, Urban Outfitters), garden (Terrain) and a plain generic one for
 * white-label brands, so a scaffolded brand gets sensible data without code changes.
 */
export interface Flavour {
  readonly kind: 'fashion' | 'garden' | 'generic';
  /** Style names put before the product noun: 'The Somerset', 'Adella'. */
  readonly styleNames: readonly string[];
  /** Anthropologie-style names start with 'The'. */
  readonly useThe: boolean;
  /** House labels by product group, used as brand_name and in names ('Maeve Tiered Midi Dress'). */
  readonly labels: Partial<Record<KindGroup, readonly string[]>>;
  /** Sub-brand ids from the brand's routing config, by product group (facets.subBrands). */
  readonly subBrands: Partial<Record<KindGroup, string>>;
  /** A label and sub-brand owning one kind outright ('FP Movement' activewear). */
  readonly kindLabels: Readonly<
    Record<string, { readonly label: string; readonly subBrand?: string }>
  >;
  /** Marketplace sellers (sellerInfo.shopName). */
  readonly sellers: readonly string[];
  readonly priceFactor: number;
  /** How many stores the brand has (at least 40). */
  readonly storeCount: number;
}

const FASHION_NAMES = [
  'Somerset',
  'Adella',
  'Marlowe',
  'Colette',
  'Juniper',
  'Hudson',
  'Wren',
  'Margot',
  'Sloane',
  'Odette',
  'Belle',
  'Camille',
  'Delphine',
  'Esme',
  'Florence',
  'Greer',
  'Hazel',
  'Ines',
  'Josie',
  'Kit',
  'Lottie',
  'Mabel',
  'Nora',
  'Opal',
  'Poppy',
  'Quinn',
  'Rosalind',
  'Sadie',
  'Tilly',
  'Vera',
  'Willa',
  'Yara',
  'Zadie',
  'Amara',
  'Bette',
  'Clementine',
  'Dahlia',
  'Elodie',
  'Frankie',
  'Gigi',
];

const GARDEN_NAMES = [
  'Heirloom',
  'Fernwood',
  'Glen Mills',
  'Brandywine',
  'Chadds Ford',
  'Westport',
  'Palisades',
  'Marigold',
  'Hollyhock',
  'Meadow',
  'Orchard',
  'Willow',
  'Juniper',
  'Ashby',
  'Larkspur',
  'Thistle',
  'Bramble',
  'Elmstead',
  'Copperleaf',
  'Stonewall',
  'Hearthside',
  'Wildwood',
  'Foxglove',
  'Birchwood',
];

const GENERIC_NAMES = [
  'Classic',
  'Essential',
  'Everyday',
  'Signature',
  'Heritage',
  'Coastal',
  'Weekend',
  'Studio',
  'Harbor',
  'Alpine',
  'Meadow',
  'Urban',
  'Timeless',
  'Modern',
  'Relaxed',
  'Field',
];

const UO_NAMES = [
  'Ellie',
  'Kai',
  'Riley',
  'Jamie',
  'Sky',
  'Billie',
  'Lou',
  'Remy',
  'Sasha',
  'Tate',
  'Max',
  'Jude',
  'Harper',
  'Rowan',
  'Ash',
  'Dakota',
  'Blake',
  'Parker',
  'Reese',
  'Logan',
  'Emery',
  'Sage',
  'Drew',
  'Milo',
];

const FLAVOURS: Readonly<Record<string, Flavour>> = {
  anthropologie: {
    kind: 'fashion',
    styleNames: FASHION_NAMES,
    useThe: true,
    labels: {
      apparel: ['Maeve', 'Pilcro', 'Daily Practice by Anthropologie', 'Anthropologie'],
      home: ['AnthroLiving', 'Anthropologie'],
      furniture: ['AnthroLiving'],
    },
    subBrands: { home: 'anthrohome', furniture: 'anthrohome' },
    kindLabels: {},
    sellers: [
      'Casa Ceramica',
      'The Loom House',
      'Marigold Vintage',
      'Nomad Goods Co.',
      'Saltwater Studio',
    ],
    priceFactor: 1,
    storeCount: 48,
  },
  'free-people': {
    kind: 'fashion',
    styleNames: FASHION_NAMES,
    useThe: false,
    labels: { apparel: ['We The Free', 'Free People'], shoes: ['FP Collection'] },
    subBrands: {},
    kindLabels: {
      activewear: { label: 'FP Movement', subBrand: 'fpmovement' },
      intimates: { label: 'Intimately FP' },
    },
    sellers: ['Desert Rose Vintage', 'Canyon Collective', 'Sunday Supply'],
    priceFactor: 1,
    storeCount: 44,
  },
  'urban-outfitters': {
    kind: 'fashion',
    styleNames: UO_NAMES,
    useThe: false,
    labels: {
      apparel: ['UO', 'Kimchi Blue', 'Standard Cloth', 'iets frans...', 'Light Before Dark'],
      home: ['UO Home'],
      tech: ['UO'],
    },
    subBrands: {},
    kindLabels: {
      jeans: { label: 'BDG' },
      mensJeans: { label: 'BDG' },
      intimates: { label: 'Out From Under' },
      lounge: { label: 'Out From Under' },
    },
    sellers: ['Second Spin Records', 'Retro Lens Co.', 'Thrift Theory', 'Neon Arcade Goods'],
    priceFactor: 0.8,
    storeCount: 52,
  },
  terrain: {
    kind: 'garden',
    styleNames: GARDEN_NAMES,
    useThe: false,
    labels: {
      garden: ['Terrain', 'Terrain Workshop'],
      plants: ['Terrain Greenhouse'],
      home: ['Terrain'],
    },
    subBrands: {},
    kindLabels: {},
    sellers: ['Brandywine Pottery', 'Fernwood Forge', 'Hedgerow Botanicals'],
    priceFactor: 1.1,
    storeCount: 40,
  },
};

const GENERIC: Omit<Flavour, 'labels'> = {
  kind: 'generic',
  styleNames: GENERIC_NAMES,
  useThe: false,
  subBrands: {},
  kindLabels: {},
  sellers: ['Northside Makers', 'Harbor & Pine', 'Fieldstone Goods'],
  priceFactor: 0.9,
  storeCount: 40,
};

/** The flavour for a brand; white-label brands get the generic flavour labelled with their name. */
export function flavourOf(brand: ApiBrandConfig): Flavour {
  const known = FLAVOURS[brand.id];
  const subBrandIds = new Set(
    (
      (brand.settings as { routing?: { subBrands?: { id: string }[] } }).routing?.subBrands ?? []
    ).map((subBrand) => subBrand.id),
  );
  if (known) {
    // Only name sub-brands the brand's config still declares.
    const subBrands = Object.fromEntries(
      Object.entries(known.subBrands).filter(([, id]) => subBrandIds.has(id)),
    );
    const kindLabels = Object.fromEntries(
      Object.entries(known.kindLabels).map(([kind, { label, subBrand }]) => [
        kind,
        subBrand && subBrandIds.has(subBrand) ? { label, subBrand } : { label },
      ]),
    );
    return { ...known, subBrands, kindLabels };
  }
  return { ...GENERIC, labels: { apparel: [brand.settings.name], home: [brand.settings.name] } };
}
