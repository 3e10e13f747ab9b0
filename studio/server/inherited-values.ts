import type { BrandInput, SiteInput } from '../../engine/config/generated/input.ts';
import { resolveSiteUnfrozen, SITE_SECTIONS } from '../../engine/config/resolve.ts';
import type { SchemaSet } from '../../engine/config/schema-set.ts';

export interface InheritedValue {
  readonly value: unknown;
  /** Where the site gets it when it does not set it: brand.json, or the schema's default. */
  readonly from: 'brand' | 'default';
}

/** Section ("switches") -> key -> what the site would have without its own value. */
export type InheritedSections = Record<string, Record<string, InheritedValue>>;

/**
 * What a site inherits (schema defaults < brand < site, engine/config/resolve.ts): each key of the
 * sections a site may override, resolved as if the site set none of them.
 */
export function inheritedValues(
  brand: BrandInput,
  site: SiteInput,
  schemas: SchemaSet,
): InheritedSections {
  const bare = structuredClone(site) as unknown as Record<string, unknown>;
  for (const section of SITE_SECTIONS) delete bare[section];
  const resolved = resolveSiteUnfrozen(
    brand,
    bare as unknown as SiteInput,
    schemas,
  ) as unknown as Record<string, Record<string, unknown>>;
  const sections: InheritedSections = {};
  for (const section of SITE_SECTIONS) {
    const fromBrand = (brand as unknown as Record<string, Record<string, unknown> | undefined>)[
      section
    ];
    sections[section] = Object.fromEntries(
      Object.entries(resolved[section] ?? {}).map(([key, value]) => [
        key,
        { value, from: fromBrand && key in fromBrand ? 'brand' : 'default' },
      ]),
    );
  }
  return sections;
}
