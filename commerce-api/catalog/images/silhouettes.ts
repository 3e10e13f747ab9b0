/**
 * What a placeholder photo shows, by the product's merchandise class (issue 11 "demo data a
 * shopper believes": a plant, a mug, a chair, a dress, not a dress silhouette for everything).
 * Each drawing is SVG in a 100 x 150 box, in the product's colour (`fill`) with a darker accent.
 */
export type Silhouette =
  | 'dress'
  | 'top'
  | 'trousers'
  | 'skirt'
  | 'shoe'
  | 'bag'
  | 'hat'
  | 'jewellery'
  | 'sunglasses'
  | 'scarf'
  | 'mug'
  | 'plant'
  | 'tree'
  | 'chair'
  | 'lamp'
  | 'candle'
  | 'bottle'
  | 'textile'
  | 'frame'
  | 'vase'
  | 'box'
  | 'record'
  | 'device'
  | 'card'
  | 'wreath'
  | 'watering-can';

export const SILHOUETTES: Readonly<Record<string, Silhouette>> = {
  DRESSES: 'dress',
  OCCASION_DRESSES: 'dress',
  BRIDAL: 'dress',
  JUMPSUITS: 'dress',
  SWIM: 'dress',
  SETS: 'top',
  INTIMATES: 'top',
  SLEEP_LOUNGE: 'top',
  TOPS: 'top',
  KNITS: 'top',
  MENS_TOPS: 'top',
  MENS_KNITS: 'top',
  OUTERWEAR: 'top',
  MENS_OUTERWEAR: 'top',
  ACTIVE: 'top',
  KIDS: 'top',
  BABY: 'top',
  GARDEN_APPAREL: 'top',
  VINTAGE: 'top',
  PANTS: 'trousers',
  DENIM: 'trousers',
  MENS_DENIM: 'trousers',
  MENS_PANTS: 'trousers',
  SKIRTS: 'skirt',
  FOOTWEAR: 'shoe',
  HANDBAGS: 'bag',
  BELTS: 'jewellery',
  JEWELRY: 'jewellery',
  HATS_HAIR: 'hat',
  SCARVES: 'scarf',
  SUNGLASSES: 'sunglasses',
  TABLETOP: 'mug',
  OUTDOOR_ENTERTAINING: 'mug',
  LIVE_PLANTS: 'plant',
  TERRARIUMS: 'plant',
  PLANTERS: 'vase',
  BULBS_SEEDS: 'plant',
  DRIED_BOTANICALS: 'vase',
  PLANT_CARE: 'bottle',
  LIVE_TREES: 'tree',
  WREATHS: 'wreath',
  WATERING: 'watering-can',
  FURNITURE: 'chair',
  OUTDOOR_FURNITURE: 'chair',
  LIGHTING: 'lamp',
  OUTDOOR_LIGHTING: 'lamp',
  FIRE_PITS: 'mug',
  HOME_FRAGRANCE: 'candle',
  BEAUTY: 'bottle',
  MAKEUP: 'bottle',
  BEDDING: 'textile',
  PILLOWS: 'textile',
  THROWS: 'textile',
  RUGS: 'textile',
  TABLE_LINENS: 'textile',
  OUTDOOR_TEXTILES: 'textile',
  MIRRORS: 'frame',
  WALL_DECOR: 'frame',
  HOME_DECOR: 'vase',
  GARDEN_DECOR: 'vase',
  HOLIDAY: 'wreath',
  STORAGE: 'box',
  GARDEN_STORAGE: 'box',
  GARDEN_TOOLS: 'watering-can',
  OUTDOOR_SHADE: 'lamp',
  LP: 'record',
  MUSIC: 'record',
  ELECTRONICS: 'device',
  TECH_ACCESSORIES: 'device',
  GIFT_CARD: 'card',
};

/** The drawing of a merchandise class; an unknown or missing class gets a plain box. */
export function silhouetteOf(merchandiseClass: string | undefined): Silhouette {
  return (merchandiseClass && SILHOUETTES[merchandiseClass]) || 'box';
}

/** Leaves are green whatever the pot's colour. */
const LEAF = '#4f7a3a';

/** The SVG elements of a drawing in the 100 x 150 box. */
export function silhouetteSvg(kind: Silhouette, fill: string, accent: string): string {
  const path = (d: string, colour = fill) => `<path d="${d}" fill="${colour}"/>`;
  const stroke = (d: string, width: number, colour = accent) =>
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
  const circle = (cx: number, cy: number, r: number, colour = fill) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/>`;
  const ellipse = (cx: number, cy: number, rx: number, ry: number, colour = fill) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${colour}"/>`;
  switch (kind) {
    case 'dress':
      return (
        stroke('M41 22 L44 14 M59 22 L56 14', 1.5) +
        path(
          'M40 22 Q50 28 60 22 L63 50 Q58 56 60 60 L78 128 Q50 134 22 128 L40 60 Q42 56 37 50 Z',
        ) +
        path('M39 58 Q50 62 61 58 L61 63 Q50 67 39 63 Z', accent)
      );
    case 'top':
      return (
        path(
          'M38 26 Q50 34 62 26 L80 34 L90 70 L78 74 L70 52 L70 112 L30 112 L30 52 L22 74 L10 70 L20 34 Z',
        ) + stroke('M40 27 Q50 38 60 27', 2)
      );
    case 'trousers':
      return (
        path('M32 22 L68 22 L74 128 L56 128 L50 60 L44 128 L26 128 Z') +
        path('M32 22 L68 22 L68 30 L32 30 Z', accent)
      );
    case 'skirt':
      return (
        path('M36 40 L64 40 L80 112 Q50 120 20 112 Z') +
        path('M36 40 L64 40 L64 47 L36 47 Z', accent)
      );
    case 'shoe':
      return (
        path('M18 96 L18 70 Q30 66 40 76 Q56 90 80 92 Q88 94 88 104 L18 104 Z') +
        path('M18 100 L88 100 L88 106 L18 106 Z', accent)
      );
    case 'bag':
      return (
        stroke('M36 60 Q36 30 50 30 Q64 30 64 60', 4) +
        path('M22 58 L78 58 L84 118 L16 118 Z') +
        circle(50, 74, 3, accent)
      );
    case 'hat':
      return (
        ellipse(50, 92, 40, 10) +
        path('M30 92 Q30 54 50 54 Q70 54 70 92 Z') +
        path('M30 84 L70 84 L70 90 L30 90 Z', accent)
      );
    case 'jewellery':
      return (
        `<circle cx="50" cy="80" r="22" fill="none" stroke="${fill}" stroke-width="7"/>` +
        circle(50, 56, 7, accent)
      );
    case 'sunglasses':
      return (
        ellipse(34, 78, 14, 11) +
        ellipse(66, 78, 14, 11) +
        stroke('M46 76 Q50 72 54 76', 3) +
        stroke('M20 74 L12 70 M80 74 L88 70', 3)
      );
    case 'scarf':
      return (
        path('M34 30 L66 30 L66 120 L56 120 L56 44 L44 44 L44 120 L34 120 Z') +
        stroke('M36 120 L36 128 M40 120 L40 128 M58 120 L58 128 M62 120 L62 128', 1.5)
      );
    case 'mug':
      return (
        `<path d="M66 70 Q84 70 84 86 Q84 102 66 102" fill="none" stroke="${fill}" stroke-width="7"/>` +
        path('M26 58 L68 58 L66 112 Q47 118 28 112 Z') +
        ellipse(47, 58, 21, 4, accent)
      );
    case 'plant':
      return (
        path('M50 92 Q30 70 30 44 Q44 56 50 88 Z', LEAF) +
        path('M50 92 Q70 66 74 38 Q56 54 50 88 Z', LEAF) +
        path('M50 92 Q48 60 52 30 Q60 60 52 92 Z', LEAF) +
        path('M32 92 L68 92 L63 126 L37 126 Z')
      );
    case 'tree':
      return (
        path('M50 18 L76 70 L62 70 L82 106 L18 106 L38 70 L24 70 Z', LEAF) +
        path('M45 106 L55 106 L55 126 L45 126 Z')
      );
    case 'chair':
      return (
        path('M30 30 L70 30 L70 78 L30 78 Z') +
        path('M24 78 L76 78 L76 90 L24 90 Z') +
        path('M28 90 L34 90 L32 128 L27 128 Z M66 90 L72 90 L73 128 L68 128 Z', accent)
      );
    case 'lamp':
      return (
        path('M32 30 L68 30 L78 66 L22 66 Z') +
        path('M48 66 L52 66 L52 118 L48 118 Z', accent) +
        ellipse(50, 120, 18, 5, accent)
      );
    case 'candle':
      return (
        path('M30 62 L70 62 L70 122 L30 122 Z') +
        path('M30 62 L70 62 L70 72 L30 72 Z', accent) +
        stroke('M50 62 L50 52', 2) +
        ellipse(50, 46, 4, 7, '#f2b33d')
      );
    case 'bottle':
      return (
        path('M36 62 Q36 54 44 54 L56 54 Q64 54 64 62 L64 122 L36 122 Z') +
        path('M44 36 L56 36 L56 54 L44 54 Z', accent)
      );
    case 'textile':
      return (
        path('M18 64 L82 64 L82 80 L18 80 Z') +
        path('M22 82 L78 82 L78 98 L22 98 Z', accent) +
        path('M18 100 L82 100 L82 116 L18 116 Z')
      );
    case 'frame':
      return (
        `<rect x="24" y="30" width="52" height="86" rx="26" fill="${accent}"/>` +
        `<rect x="30" y="36" width="40" height="74" rx="20" fill="${fill}"/>`
      );
    case 'vase':
      return (
        path('M40 34 L60 34 L58 50 Q76 70 70 102 Q66 124 50 124 Q34 124 30 102 Q24 70 42 50 Z') +
        path('M40 34 L60 34 L60 40 L40 40 Z', accent)
      );
    case 'record':
      return circle(50, 78, 34, accent) + circle(50, 78, 13) + circle(50, 78, 2, accent);
    case 'device':
      return (
        `<rect x="30" y="34" width="40" height="84" rx="6" fill="${accent}"/>` +
        `<rect x="34" y="40" width="32" height="68" rx="2" fill="${fill}"/>`
      );
    case 'card':
      return (
        `<rect x="14" y="56" width="72" height="46" rx="5" fill="${fill}"/>` +
        path('M14 68 L86 68 L86 76 L14 76 Z', accent)
      );
    case 'wreath':
      return (
        `<circle cx="50" cy="78" r="28" fill="none" stroke="${LEAF}" stroke-width="12"/>` +
        path('M44 102 L56 102 L60 116 L50 108 L40 116 Z')
      );
    case 'watering-can':
      return (
        path('M30 66 L66 66 L64 118 L32 118 Z') +
        stroke('M64 80 L86 56', 5, fill) +
        `<path d="M36 66 Q48 44 60 66" fill="none" stroke="${accent}" stroke-width="4"/>`
      );
    case 'box':
      return (
        path('M24 60 L76 60 L76 118 L24 118 Z') + path('M20 52 L80 52 L80 62 L20 62 Z', accent)
      );
  }
}
