import type { KindId } from './kinds.ts';

/**
 * What a category sells, read from its slug: the first rule whose pattern matches gives the kinds
 * its products are drawn from. Slugs differ per brand ('mens-jeans', 'men-pants', 'sale-dresses'),
 * so patterns, not a fixed table, keep any brand's tree (and a new brand's) stocked sensibly.
 */
const RULES: readonly (readonly [RegExp, readonly KindId[]])[] = [
  [/gift-?cards?/, ['giftcard']],
  [/wedding-dress|bridal/, ['bridal']],
  [/outdoor-dining|outdoor-lounge|benches|outdoor-furniture/, ['outdoorFurniture']],
  [/outdoor-cushions/, ['outdoorCushions']],
  [/bridesmaid|occasion|wedding-guest|party/, ['occasionDress']],
  [/^(men|mens)-(t-shirts|tees)/, ['mensTee']],
  [/^(men|mens)-shirts/, ['mensShirt']],
  [/^(men|mens)-jeans/, ['mensJeans']],
  [/^(men|mens)-pants/, ['mensPants']],
  [/^(men|mens)-(hoodies|knitwear|sweaters)/, ['mensKnit']],
  [/^(men|mens)-(jackets|outerwear|coats)/, ['mensOuterwear']],
  [
    /^(men|mens)(-|$)|gifts-for-him/,
    ['mensTee', 'mensShirt', 'mensJeans', 'mensKnit', 'mensOuterwear'],
  ],
  [/vintage-accessories/, ['jewelry', 'bags', 'belts']],
  [/vintage|urban-renewal/, ['vintage']],
  [/shoes-accessories/, ['boots', 'sandals', 'jewelry', 'bags', 'scarves']],
  [/maxi-dress/, ['maxiDress']],
  [/midi-dress/, ['midiDress']],
  [/mini-dress/, ['miniDress']],
  [/dress/, ['dress', 'maxiDress', 'midiDress', 'miniDress']],
  [/maeve|kimchi-blue|light-before-dark/, ['dress', 'top', 'skirt']],
  [/jean|denim|pilcro|bdg/, ['jeans']],
  [/iets-frans|standard-cloth/, ['top', 'sweater', 'pants']],
  [/leggings|running|sports|activewear|movement/, ['activewear']],
  [/out-from-under|intimates|(^|-)bras?(-|$)|bralette|underwear|lingerie/, ['intimates', 'lounge']],
  [/tops|t-shirts|tees|blouses/, ['top']],
  [/sweater|knitwear|hoodies|sweatshirts|cardigan/, ['sweater']],
  [/jacket|coat|outerwear/, ['outerwear']],
  [/pants|trousers/, ['pants']],
  [/skirt/, ['skirt']],
  [/jumpsuit|romper|overall/, ['jumpsuit']],
  [/matching-sets|co-ords/, ['sets']],
  [/lounge|sleep|pajama/, ['lounge']],
  [/swim|bikini|one-pieces|cover-ups/, ['swim']],
  [/^girls|^boys|^kids/, ['kids']],
  [/^baby/, ['baby']],
  [/boots/, ['boots']],
  [/sneakers/, ['sneakers']],
  [/sandal|slides/, ['sandals']],
  [/slippers/, ['slippers']],
  [/flats|heels|^shoes|shoes-sale|sale-shoes|new-shoes/, ['shoes']],
  [/jewel/, ['jewelry']],
  [/bags|backpacks|totes/, ['bags']],
  [/hats|hair-acc|hats-hair/, ['hats']],
  [/scarves/, ['scarves']],
  [/sunglasses/, ['sunglasses']],
  [/belts/, ['belts']],
  [/new-accessories|accessories/, ['jewelry', 'bags', 'hats', 'scarves']],
  [/phone-cases/, ['phoneCases']],
  [/makeup/, ['makeup']],
  [/skincare|(^|-)hair|fragrance|bath|beauty|wellness/, ['beauty']],
  [/vinyl|records$/, ['vinyl']],
  [/record-players|headphones|music|tech/, ['tech']],
  [/cameras/, ['cameras']],
  [/gifts-for-gardeners/, ['tools', 'gloves', 'watering', 'plants']],
  [/gifts-for-hosts|entertaining/, ['serveware', 'glassware', 'candles', 'outdoorEntertaining']],
  [
    /gifts-for-(the-)?home|new-home|home-new|home-sale|sale-home|^home$|^decor$|home-decor/,
    ['candles', 'vases', 'pillows', 'throws', 'dinnerware', 'wallDecor'],
  ],
  [
    /gifts-for-her|gift-sets|stocking|gifts-under|^gifts/,
    ['jewelry', 'beauty', 'candles', 'mugs', 'scarves'],
  ],
  [/candles/, ['candles']],
  [/vases/, ['vases']],
  [/mirrors/, ['mirrors']],
  [/wall/, ['wallDecor']],
  [/rugs/, ['rugs']],
  [/outdoor-lighting/, ['outdoorLighting']],
  [/lighting/, ['lighting']],
  [/dinnerware|tableware|kitchen/, ['dinnerware', 'glassware', 'serveware']],
  [/mugs/, ['mugs']],
  [/glassware|barware/, ['glassware']],
  [/serveware/, ['serveware']],
  [/table-linens/, ['tableLinens']],
  [/sofas|sectionals/, ['furniture']],
  [/chairs/, ['chairs']],
  [/beds|headboards/, ['beds']],
  [/^tables|side-tables|coffee-tables/, ['tables']],
  [/garden-storage/, ['gardenStorage']],
  [/storage/, ['storage']],
  [/^furniture/, ['furniture', 'chairs', 'tables', 'storage']],
  [/duvet|quilts|sheets|bedding/, ['bedding']],
  [/pillows|cushions/, ['pillows']],
  [/throws|blankets/, ['throws']],
  [/baskets/, ['baskets']],
  [/houseplants|new-plants|^plants/, ['plants']],
  [/orchids/, ['orchids']],
  [/succulents|cacti/, ['succulents']],
  [/terrariums/, ['terrariums']],
  [/outdoor-plants/, ['outdoorPlants']],
  [/bulb|seeds/, ['bulbs']],
  [/herbs|edibles/, ['herbs']],
  [/dried|preserved-bot/, ['dried']],
  [/plant-care/, ['plantCare']],
  [/wreath|garland/, ['wreaths']],
  [/trees/, ['trees']],
  [/ornaments/, ['ornaments']],
  [/holiday/, ['holidayDecor', 'ornaments']],
  [/planters|window-boxes|cachepots|plants-planters/, ['planters']],
  [/hand-tools|pruners|shears|garden-tools/, ['tools']],
  [/gloves|aprons/, ['gloves']],
  [/watering/, ['watering']],
  [/umbrella|shade/, ['umbrellas']],
  [/fire-pits/, ['firePits']],
  [/birdhouse|feeders/, ['birdhouses']],
  [/garden-decor|statuary/, ['gardenDecor']],
  [
    /outdoor|sale-outdoor|new-outdoor/,
    ['outdoorFurniture', 'outdoorLighting', 'outdoorCushions', 'planters'],
  ],
  [/garden/, ['planters', 'tools', 'watering']],
  [
    /petite|plus|womens|women|clothing|clothes|new-arrivals|exclusives|bestsellers|sale/,
    ['top', 'dress', 'sweater', 'pants', 'jeans'],
  ],
];

/** The kinds a brand of this flavour sells where no rule matches. */
export const FALLBACK_KINDS: Readonly<Record<'fashion' | 'garden' | 'generic', readonly KindId[]>> =
  {
    fashion: ['top', 'dress', 'sweater', 'jewelry'],
    garden: ['planters', 'gardenDecor', 'candles'],
    generic: ['top', 'sweater', 'candles', 'bags'],
  };

/** Kinds for a category slug (fashion-first brands read 'new-arrivals' as clothes). */
export function kindsForCategory(
  slug: string,
  flavour: 'fashion' | 'garden' | 'generic',
): readonly KindId[] {
  if (flavour === 'garden' && /new-arrivals|bestsellers|^sale$/.test(slug)) {
    return ['plants', 'planters', 'candles', 'tools'];
  }
  for (const [pattern, kinds] of RULES) if (pattern.test(slug)) return kinds;
  return FALLBACK_KINDS[flavour];
}

/** Merchandising traits a category's slug implies for the products placed in it. */
export interface CategoryTraits {
  readonly onSale: boolean;
  readonly isNew: boolean;
  readonly petite: boolean;
  readonly plus: boolean;
  readonly vintage: boolean;
  readonly exclusive: boolean;
  readonly preorder: boolean;
  readonly maxPrice?: number;
}

export function categoryTraits(slug: string): CategoryTraits {
  const under = /under-(\d+)/.exec(slug);
  return {
    onSale: /(^|-)sale(-|$)/.test(slug),
    isNew: /(^|-)new(-|$)|new-arrivals|this-week/.test(slug),
    petite: /petite/.test(slug),
    plus: /plus/.test(slug),
    vintage: /vintage|urban-renewal/.test(slug),
    exclusive: /exclusive/.test(slug),
    preorder: /preorder/.test(slug),
    ...(under?.[1] ? { maxPrice: Number(under[1]) } : {}),
  };
}
