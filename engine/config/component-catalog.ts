/**
 * What validation needs to know of the component registry (engine/app/registry.ts): the registry's
 * entries are passed in by the composition roots (CLI, build, server, tests), so the config layer
 * reads the registry without importing what sits above it (DESIGN §2, §4).
 */
export type ComponentKind =
  | 'content'
  | 'header'
  | 'footer'
  | 'page'
  | 'product-section'
  // A third-party service (captcha...): a slot with a harmless default a brand may replace.
  | 'service'
  // A part a component renders only for some pages (a gift card's fields): registered so the
  // pages that show it preload its chunk and hydrate it with the rest of the page.
  | 'part';

export interface CatalogEntry {
  readonly kind: ComponentKind;
  /** The props schema, relative to schemas/ ("components/Hero.schema.json"). */
  readonly propsSchema: string;
  /** Whether a brand may replace it (brand components.replace). */
  readonly replaceable: boolean;
  /** A variant of another entry: a brand may put it in that entry's place. */
  readonly variantOf?: string;
}

export type ComponentCatalog = Readonly<Record<string, CatalogEntry>>;
