/**
 * Every colour the demo catalogue uses. Codes are unique across palettes, so a colour code alone
 * (as in an image URL: style number, colour code, view) names one colour and its hex value; the
 * images route can render a swatch or placeholder from the URL without a database lookup.
 */
export interface Colour {
  readonly code: string;
  readonly name: string;
  /** The colorway facet value ('Blue', 'Neutral'...). */
  readonly family: string;
  readonly hex: string;
}

const colour = (code: string, name: string, family: string, hex: string): Colour => ({
  code,
  name,
  family,
  hex,
});

export const PALETTES = {
  fashion: [
    colour('001', 'Black', 'Black', '#1b1b1b'),
    colour('004', 'Charcoal', 'Grey', '#3d3d3f'),
    colour('007', 'Heather Grey', 'Grey', '#9b9a98'),
    colour('011', 'Ivory', 'White', '#f4efe3'),
    colour('012', 'White', 'White', '#fbfbf8'),
    colour('015', 'Cream', 'Neutral', '#ece2cc'),
    colour('020', 'Camel', 'Brown', '#b48553'),
    colour('021', 'Chocolate', 'Brown', '#5a3b2a'),
    colour('024', 'Taupe', 'Neutral', '#8e7f70'),
    colour('026', 'Oatmeal', 'Neutral', '#d9ccb4'),
    colour('030', 'Moss', 'Green', '#6b7444'),
    colour('031', 'Sage', 'Green', '#a3ae8f'),
    colour('033', 'Emerald', 'Green', '#1f6e4f'),
    colour('040', 'Sky', 'Blue', '#9dc3e0'),
    colour('041', 'Navy', 'Blue', '#1f2a44'),
    colour('043', 'Cobalt', 'Blue', '#2c54a6'),
    colour('045', 'Teal', 'Blue', '#2a7b7f'),
    colour('050', 'Lavender', 'Purple', '#b9a8d6'),
    colour('052', 'Plum', 'Purple', '#5e2f4d'),
    colour('060', 'Red', 'Red', '#b3262d'),
    colour('061', 'Wine', 'Red', '#6d1f2c'),
    colour('066', 'Pink', 'Pink', '#e8a5b4'),
    colour('067', 'Rose', 'Pink', '#c97b84'),
    colour('070', 'Yellow', 'Yellow', '#e8c547'),
    colour('072', 'Mustard', 'Yellow', '#c9a227'),
    colour('080', 'Rust', 'Orange', '#b2532b'),
    colour('082', 'Coral', 'Orange', '#ef7e67'),
    colour('095', 'Blue Motif', 'Multi', '#5874a3'),
    colour('096', 'Floral Print', 'Multi', '#c6687e'),
    colour('097', 'Stripe', 'Multi', '#8c8f9a'),
  ],
  denim: [
    colour('400', 'Light Wash', 'Blue', '#a7bdd6'),
    colour('401', 'Medium Wash', 'Blue', '#5f7fa6'),
    colour('402', 'Dark Wash', 'Blue', '#2b3d5c'),
    colour('403', 'Washed Black', 'Black', '#38383b'),
    colour('404', 'Ecru', 'White', '#ece5d3'),
    colour('405', 'Vintage Indigo', 'Blue', '#3f5277'),
  ],
  metal: [
    colour('710', 'Gold', 'Gold', '#c9a54a'),
    colour('711', 'Silver', 'Silver', '#b9bcc1'),
    colour('712', 'Rose Gold', 'Pink', '#c99485'),
    colour('713', 'Mixed Metal', 'Multi', '#bca37a'),
    colour('714', 'Pearl', 'White', '#ede6d6'),
  ],
  home: [
    colour('200', 'Natural', 'Neutral', '#d8c8a8'),
    colour('201', 'White', 'White', '#f7f5ef'),
    colour('202', 'Terracotta', 'Orange', '#b86a45'),
    colour('203', 'Sage', 'Green', '#9fae8d'),
    colour('204', 'Slate', 'Blue', '#5b6878'),
    colour('205', 'Blush', 'Pink', '#e3b7ae'),
    colour('206', 'Ochre', 'Yellow', '#c99a3c'),
    colour('207', 'Charcoal', 'Grey', '#3f3f41'),
    colour('208', 'Amber Glass', 'Orange', '#c47a2c'),
    colour('209', 'Clear', 'Clear', '#e6eef0'),
    colour('210', 'Indigo', 'Blue', '#2f3f6b'),
    colour('211', 'Moss', 'Green', '#68744a'),
  ],
  wood: [
    colour('300', 'Natural Oak', 'Brown', '#c49a6c'),
    colour('301', 'Walnut', 'Brown', '#5d4030'),
    colour('302', 'Black Finish', 'Black', '#222222'),
    colour('303', 'Weathered Teak', 'Brown', '#9c8468'),
    colour('304', 'Brass', 'Gold', '#b8963e'),
  ],
  fabric: [
    colour('500', 'Performance Linen, Flax', 'Neutral', '#cdbb98'),
    colour('501', 'Performance Velvet, Moss', 'Green', '#4f5d2f'),
    colour('502', 'Performance Velvet, Rose', 'Pink', '#b6717a'),
    colour('503', 'Boucle, Ivory', 'White', '#efe8da'),
    colour('504', 'Leather, Cognac', 'Brown', '#8b4f2a'),
    colour('505', 'Chenille, Slate', 'Blue', '#56657a'),
    colour('506', 'Washed Cotton, Indigo', 'Blue', '#2f3f6b'),
    colour('507', 'Velvet, Ochre', 'Yellow', '#bf8f2e'),
  ],
  botanical: [
    colour('600', 'Green', 'Green', '#4f7a3a'),
    colour('601', 'Variegated', 'Green', '#8fae5f'),
    colour('602', 'White Bloom', 'White', '#f2f0ea'),
    colour('603', 'Pink Bloom', 'Pink', '#d97c9a'),
    colour('604', 'Purple Bloom', 'Purple', '#7b4f8f'),
    colour('605', 'Dried Natural', 'Neutral', '#c8b48d'),
  ],
  beauty: [
    colour('800', 'No Colour', 'Neutral', '#efe6dc'),
    colour('801', 'Fair', 'Neutral', '#f0d5c0'),
    colour('802', 'Light', 'Neutral', '#e2bb9c'),
    colour('803', 'Medium', 'Neutral', '#c08c67'),
    colour('804', 'Deep', 'Brown', '#7a4e35'),
    colour('805', 'Berry', 'Red', '#8e2f45'),
    colour('806', 'Nude', 'Pink', '#d6a391'),
  ],
  tech: [
    colour('900', 'Black', 'Black', '#1a1a1a'),
    colour('901', 'White', 'White', '#f4f4f2'),
    colour('902', 'Sage', 'Green', '#a3ae8f'),
    colour('903', 'Lilac', 'Purple', '#c3b1da'),
    colour('904', 'Red', 'Red', '#b3262d'),
  ],
  giftcard: [
    colour('950', 'Classic', 'Multi', '#3f3229'),
    colour('951', 'Celebrate', 'Multi', '#c6687e'),
    colour('952', 'Botanical', 'Green', '#4f7a3a'),
    colour('953', 'Holiday', 'Red', '#8e2030'),
  ],
  multi: [colour('990', 'Multi', 'Multi', '#8a7f73')],
} as const satisfies Record<string, readonly Colour[]>;

export type PaletteId = keyof typeof PALETTES;

const BY_CODE = new Map<string, Colour>(
  Object.values(PALETTES)
    .flat()
    .map((entry) => [entry.code, entry]),
);

/** The colour a code names, or undefined for an unknown code. */
export function colourByCode(code: string): Colour | undefined {
  return BY_CODE.get(code);
}
