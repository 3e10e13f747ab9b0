import type { SeedCategory } from './categories.ts';
import type { CategoryTraits } from './category-kinds.ts';
import { categoryTraits, kindsForCategory } from './category-kinds.ts';
import type { Flavour } from './flavours.ts';
import type { KindId } from './kinds.ts';
import { KINDS } from './kinds.ts';
import type { Random } from './random.ts';

export type ProductType =
  'standard' | 'bundle' | 'mto' | 'hybrid' | 'giftcard' | 'egiftcard' | 'part';

export const PRODUCT_TYPES: readonly ProductType[] = [
  'standard',
  'bundle',
  'mto',
  'hybrid',
  'giftcard',
  'egiftcard',
  'part',
];

/** One product to make: its type, place and kind, and the products it refers to (by index). */
export interface PlannedProduct {
  readonly index: number;
  readonly number: number;
  type: ProductType;
  category: SeedCategory;
  kindId: KindId;
  traits: CategoryTraits;
  /** Bundle components (bundle_ids). */
  bundleOf: number[];
  /** Hybrid family members (family_ids). */
  familyOf: number[];
  /** Parts offered with this product (part_ids). */
  parts: number[];
  /** For a part: the product it belongs to. */
  partOf?: number;
  marketplace: boolean;
  legalRemoval: boolean;
}

/**
 * Lays the catalogue out before anything is generated, so cross-references (bundle components,
 * hybrid families, parts) are known when each product is written: every leaf category gets
 * products first, then the rest fall at random; the special types are a few percent each, gift
 * cards one of each kind.
 */
export function planCatalogue(
  rng: Random,
  categories: readonly SeedCategory[],
  flavour: Flavour,
  count: number,
): PlannedProduct[] {
  const leaves = categories.filter((category) => category.leaf);
  const kindsOf = (category: SeedCategory) => kindsForCategory(category.slug, flavour.kind);
  const giftCategories = leaves.filter((category) => kindsOf(category).includes('giftcard'));
  const shelves = leaves.filter((category) => !kindsOf(category).includes('giftcard'));
  const stock = shelves.length > 0 ? shelves : [...categories];
  const giftCategory =
    giftCategories[0] ?? categories.find((category) => /gift/.test(category.slug)) ?? stock[0];
  if (!giftCategory) throw new Error('[storefront:seed] a brand needs at least one category');

  const specials = specialCounts(count);
  const types = rng.shuffle([
    ...Object.entries(specials).flatMap(([type, n]) =>
      Array<ProductType>(n).fill(type as ProductType),
    ),
    ...Array<ProductType>(count - Object.values(specials).reduce((a, b) => a + b, 0)).fill(
      'standard',
    ),
  ]);
  const order = rng.shuffle(stock);
  let dealt = 0;
  const plans: PlannedProduct[] = types.map((type, index) => {
    const gift = type === 'giftcard' || type === 'egiftcard';
    const category = gift ? giftCategory : (order[dealt++] ?? rng.pick(stock));
    const kindId: KindId = gift ? 'giftcard' : rng.pick(kindsOf(category));
    return {
      index,
      number: 4_100_000 + index * 10 + rng.int(0, 9),
      type,
      category,
      kindId,
      traits: categoryTraits(category.slug),
      bundleOf: [],
      familyOf: [],
      parts: [],
      marketplace: false,
      legalRemoval: false,
    };
  });

  const standards = plans.filter((plan) => plan.type === 'standard');
  if (standards.length === 0) return plans;
  placeMadeToOrder(rng, plans, stock, kindsOf);
  const withParts = standards.filter((plan) => 'parts' in KINDS[plan.kindId]);
  for (const plan of plans.filter((candidate) => candidate.type === 'part')) {
    attachPart(rng, plan, withParts.length > 0 ? withParts : standards);
  }
  const byCategory = groupBy(standards, (plan) => plan.category.parentSlug ?? plan.category.slug);
  const byKind = groupBy(standards, (plan) => plan.kindId);
  for (const plan of plans) {
    if (plan.type === 'bundle') {
      const anchor = rng.pick(standards);
      const siblings = byCategory.get(anchor.category.parentSlug ?? anchor.category.slug) ?? [];
      plan.bundleOf = pickMembers(rng, anchor, siblings, standards, rng.int(3, 6));
      plan.category = anchor.category;
      plan.kindId = anchor.kindId;
    } else if (plan.type === 'hybrid') {
      const anchor = rng.pick(standards);
      plan.familyOf = pickMembers(
        rng,
        anchor,
        byKind.get(anchor.kindId) ?? [],
        standards,
        rng.int(3, 6),
      );
      plan.category = anchor.category;
      plan.kindId = anchor.kindId;
    }
  }
  for (const plan of standards) {
    const kind = KINDS[plan.kindId];
    // Marketplace sellers ship what they sell themselves: never a live plant or a store-only item.
    plan.marketplace = kind.group !== 'plants' && rng.chance(0.05);
  }
  // One product is withdrawn for legal reasons (the PDP answers 451); keep it out of bundles,
  // families and parts so nothing else leads to it.
  const referenced = new Set(plans.flatMap((plan) => [...plan.bundleOf, ...plan.familyOf]));
  const removable = standards.filter(
    (plan) => !referenced.has(plan.index) && plan.parts.length === 0,
  );
  const removed = rng.pick(removable.length > 0 ? removable : standards);
  removed.legalRemoval = true;
  removed.marketplace = false;
  return plans;
}

/** A few percent of each special type, at least two of each; one physical and one e-gift card. */
function specialCounts(count: number): Record<Exclude<ProductType, 'standard'>, number> {
  const share = (fraction: number) => Math.max(2, Math.round(count * fraction));
  const counts = {
    giftcard: 1,
    egiftcard: 1,
    part: share(0.03),
    bundle: share(0.03),
    mto: share(0.025),
    hybrid: share(0.02),
  };
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  if (total > count / 2)
    throw new Error(`[storefront:seed] productsPerBrand must be at least ${total * 2}`);
  return counts;
}

/** Made-to-order goes where a kind can be made to order (sofas, rugs, bedding, monogram mugs). */
function placeMadeToOrder(
  rng: Random,
  plans: PlannedProduct[],
  stock: readonly SeedCategory[],
  kindsOf: (category: SeedCategory) => readonly KindId[],
): void {
  const options = stock.flatMap((category) =>
    kindsOf(category)
      .filter((kindId) => 'madeToOrder' in KINDS[kindId] && KINDS[kindId].madeToOrder)
      .map((kindId) => ({ category, kindId })),
  );
  for (const plan of plans.filter((candidate) => candidate.type === 'mto')) {
    if (options.length === 0) break;
    const choice = rng.pick(options);
    plan.category = choice.category;
    plan.kindId = choice.kindId;
    plan.traits = categoryTraits(choice.category.slug);
  }
}

function attachPart(rng: Random, part: PlannedProduct, parents: readonly PlannedProduct[]): void {
  const parent = rng.pick(parents);
  parent.parts.push(part.index);
  part.partOf = parent.index;
  part.category = parent.category;
  part.kindId = parent.kindId;
  part.traits = parent.traits;
}

function pickMembers(
  rng: Random,
  anchor: PlannedProduct,
  near: readonly PlannedProduct[],
  all: readonly PlannedProduct[],
  size: number,
): number[] {
  const members = new Set<number>([anchor.index]);
  // Random draws rather than a shuffle: a 100 000-product plan has groups of thousands.
  for (let tries = 0; tries < size * 3 && members.size < size && near.length > 0; tries += 1) {
    members.add(rng.pick(near).index);
  }
  while (members.size < Math.min(size, all.length)) members.add(rng.pick(all).index);
  return [...members];
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return groups;
}
