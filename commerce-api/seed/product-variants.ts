import type { PlannedProduct } from './catalogue-plan.ts';
import type { Colour } from './colours.ts';
import { PALETTES } from './colours.ts';
import type { Flavour } from './flavours.ts';
import type { Kind } from './kinds.ts';
import { basePrice, retailPrice } from './pricing.ts';
import type { ProductSummary } from './product-factory.ts';
import type { Random } from './random.ts';
import type { FitCode, SizeSystem } from './sizes.ts';
import { SIZE_SYSTEMS } from './sizes.ts';
import type { Supply } from './stock.ts';

/** A product's variants: how it is supplied, its colours, fits, prices, markdowns and views. */

export function supplyOf(rng: Random, plan: PlannedProduct, kind: Kind): Supply {
  if (plan.type === 'giftcard' || plan.type === 'egiftcard') return 'giftCard';
  if (plan.type === 'mto') return 'madeToOrder';
  if (plan.traits.vintage || plan.kindId === 'vintage') return 'oneOfAKind';
  if (plan.traits.preorder || (plan.type === 'standard' && rng.chance(0.015))) return 'preorder';
  if (plan.marketplace || rng.chance(kind.dropShip ?? 0.03)) return 'dropShip';
  return 'stocked';
}

export function coloursFor(rng: Random, plan: PlannedProduct, kind: Kind): readonly Colour[] {
  const palette = PALETTES[kind.palette];
  const count = (() => {
    switch (plan.type) {
      case 'giftcard':
        return 2;
      case 'egiftcard':
        return 3;
      case 'bundle':
        return 0;
      case 'part':
        return 1;
      case 'mto':
        return rng.int(4, 8);
      default:
        return plan.traits.vintage || plan.kindId === 'vintage'
          ? 1
          : rng.weighted([
              [1, 40],
              [2, 33],
              [3, 18],
              [4, 9],
            ]);
    }
  })();
  if (count === 0) return PALETTES.multi;
  return rng.sample(
    plan.type === 'mto' && kind.group === 'furniture' ? PALETTES.fabric : palette,
    count,
  );
}

const FIT_CHANCE: Partial<Record<FitCode, number>> = {
  petite: 0.25,
  plus: 0.15,
  tall: 0.08,
  wide: 0.3,
  slim: 0.4,
  relaxed: 0.3,
};

export function fitsFor(rng: Random, plan: PlannedProduct, kind: Kind): FitCode[] {
  if (plan.type !== 'standard' && plan.type !== 'hybrid' && plan.type !== 'mto') return ['regular'];
  const available = (SIZE_SYSTEMS[kind.sizes] as SizeSystem).fits;
  const fits: FitCode[] = ['regular'];
  for (const fit of kind.extraFits ?? []) {
    if (!available[fit]) continue;
    const forced = (fit === 'petite' && plan.traits.petite) || (fit === 'plus' && plan.traits.plus);
    if (forced || rng.chance(FIT_CHANCE[fit] ?? 0)) fits.push(fit);
  }
  return fits;
}

export function listPriceFor(
  rng: Random,
  plan: PlannedProduct,
  kind: Kind,
  flavour: Flavour,
  components: readonly ProductSummary[],
): number {
  if (plan.type === 'giftcard' || plan.type === 'egiftcard') return 25;
  if (plan.type === 'bundle' && components.length > 0) {
    return retailPrice(
      components.reduce((sum, component) => sum + component.minListPrice, 0) * 0.9,
    );
  }
  const base = basePrice(rng, kind.price, flavour.priceFactor);
  if (plan.type === 'part') return retailPrice(Math.max(8, base * 0.15));
  if (plan.type === 'mto') return retailPrice(base * 1.2);
  return plan.traits.maxPrice ? Math.min(base, retailPrice(plan.traits.maxPrice - 2)) : base;
}

/** Which colours are marked down and by how much: all of a sale category, some elsewhere. */
export function saleFor(rng: Random, plan: PlannedProduct, colours: number) {
  const none = { any: false, off: 0, colours: new Set<number>() };
  if (plan.type === 'giftcard' || plan.type === 'egiftcard' || plan.type === 'part') return none;
  const onSale = plan.traits.onSale || rng.chance(0.18);
  if (!onSale) return none;
  const every = plan.traits.onSale || colours <= 1 || rng.chance(0.7);
  const marked = new Set<number>();
  for (let index = 0; index < Math.max(colours, 1); index += 1) {
    if (every || index > 0 || rng.chance(0.5)) marked.add(index);
  }
  return { any: true, off: rng.pick([0.2, 0.25, 0.3, 0.4, 0.5, 0.6]), colours: marked };
}

/** View codes per colour: the first colour has every view, the others fewer (as shoots go). */
export function viewsFor(kind: Kind, colourIndex: number): string[] {
  const views = ['b', 'a', 'c', 'd', 'e', 'f'].slice(0, Math.max(1, kind.views));
  return colourIndex === 0 ? views : views.slice(0, Math.min(views.length, 2));
}
