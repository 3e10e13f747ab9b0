/**
 * Which region a postal code belongs to, for the address check "region invalid for postal code"
 * (catalogue spec §3): US ZIP codes by their first three digits (USPS sectional centres), Canadian
 * postal codes by their first letter. Other countries are checked for format only.
 */
// State, then the ZIP prefixes (first three digits) assigned to it.
const US_ZIP3_TABLE = `
  NY 005 100-149
  PR 006-007 009
  MA 010-027 055
  RI 028-029
  NH 030-038
  ME 039-049
  VT 050-054 056-059
  CT 060-069
  NJ 070-089
  AE 090-098
  PA 150-196
  DE 197-199
  DC 200 202-205 569
  VA 201 220-246
  MD 206-212 214-219
  WV 247-268
  NC 270-289
  SC 290-299
  GA 300-319 398-399
  FL 320-339 341-342 344 346-347 349
  AA 340
  AL 350-369
  TN 370-385
  MS 386-397
  KY 400-418 420-427
  OH 430-459
  IN 460-479
  MI 480-499
  IA 500-516 520-528
  WI 530-532 534-535 537-549
  MN 550-551 553-567
  SD 570-577
  ND 580-588
  MT 590-599
  IL 600-620 622-629
  MO 630-631 633-641 644-658
  KS 660-662 664-679
  NE 680-681 683-693
  LA 700-701 703-714
  AR 716-729
  OK 730-731 734-741 743-749
  TX 733 750-770 772-799 885
  CO 800-816
  WY 820-831
  ID 832-838
  UT 840-847
  AZ 850-853 855-857 859-860 863-865
  NM 870-884
  NV 889-891 893-895 897-898
  CA 900-908 910-928 930-961
  AP 962-966
  HI 967-968
  OR 970-979
  WA 980-986 988-994
  AK 995-999
`;

const US_ZIP3: ReadonlyArray<readonly [number, number, string]> = US_ZIP3_TABLE.trim()
  .split('\n')
  .flatMap((line) => {
    const [state = '', ...ranges] = line.trim().split(/\s+/);
    return ranges.map((range) => {
      const [low = '', high = low] = range.split('-');
      return [Number(low), Number(high), state] as const;
    });
  });

const CA_FIRST_LETTER: Readonly<Record<string, readonly string[]>> = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};

/** Postal code shapes per country; a country not listed takes any code within the length cap. */
const FORMATS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  IE: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
  ES: /^\d{5}$/,
  IT: /^\d{5}$/,
};

export const postalCodeShapeValid = (country: string, postalCode: string): boolean =>
  FORMATS[country]?.test(postalCode) ?? true;

/**
 * The regions a well-formed postal code can belong to, or undefined when this country's codes are
 * not mapped; an empty list means the code belongs to no region (an unassigned ZIP prefix).
 */
export function regionsOfPostalCode(country: string, postalCode: string): string[] | undefined {
  if (country === 'US') {
    const prefix = Number(postalCode.slice(0, 3));
    return US_ZIP3.filter(([low, high]) => prefix >= low && prefix <= high).map(([, , r]) => r);
  }
  if (country === 'CA') return [...(CA_FIRST_LETTER[postalCode.charAt(0)] ?? [])];
  return undefined;
}
