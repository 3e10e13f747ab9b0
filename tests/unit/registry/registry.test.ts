import { describe, expect, it } from 'vitest';
import type { AnyRegistryEntry } from '../../../engine/registry/entry.ts';
import { Registry } from '../../../engine/registry/registry.ts';
import type { BrandComponents } from '../../../engine/registry/registry.ts';
import type { AppEnv } from '../../../engine/routing/app-env.ts';

/** A brand replaces a component without forking the engine (issue 8 Deliver §2, DESIGN §4). */
const Component = () => null;
const load = async () => ({ default: Component });
const entry = (kind: AnyRegistryEntry['kind'], extra: Partial<AnyRegistryEntry> = {}) =>
  ({
    kind,
    module: `engine/${kind}.tsx`,
    load,
    propsSchema: 'components/X.schema.json',
    replaceable: true,
    ...extra,
  }) as AnyRegistryEntry;

const ENTRIES: Record<string, AnyRegistryEntry> = {
  Hero: entry('content', { module: 'engine/hero.tsx', prefetch: async () => undefined }),
  Tray: entry('content', { module: 'engine/tray.tsx', replaceable: false }),
  HeaderStandard: entry('header', { module: 'engine/header-standard.tsx' }),
  HeaderBrandTabs: entry('header', {
    module: 'engine/header-tabs.tsx',
    variantOf: 'HeaderStandard',
  }),
  FooterColumns: entry('footer'),
  ProductPage: entry('page', {
    routes: ['product'],
    loader: () => Promise.resolve(() => async () => ({ status: 200, view: 'ProductPage' })),
  }),
  PlaceholderPage: entry('page'),
  Gallery: entry('product-section', { module: 'engine/gallery.tsx' }),
  Details: entry('product-section', { module: 'engine/details.tsx' }),
};

function brand(components: Partial<BrandComponents>): { id: string; components: BrandComponents } {
  return {
    id: 'acme',
    components: {
      header: 'HeaderStandard',
      footer: 'FooterColumns',
      productPage: ['Gallery', 'Details'],
      replace: {},
      ...components,
    },
  };
}

describe('Registry: replacements (issue 8 §2)', () => {
  it('resolves a name to the engine entry when the brand replaces nothing', () => {
    const registry = new Registry(ENTRIES, brand({}));
    expect(registry.entry('Hero')?.module).toBe('engine/hero.tsx');
    expect(registry.modules(['Hero', 'Hero', 'Unknown'])).toEqual(['engine/hero.tsx']);
  });

  it("puts a brand's own module in place of a replaceable name, keeping the entry's data duties", async () => {
    const own = async () => ({ default: () => 'own' });
    const registry = new Registry(
      ENTRIES,
      brand({ replace: { Hero: 'components/split-hero.tsx' } }),
      { Hero: { module: 'brand-configs/acme/components/split-hero.tsx', load: own } },
    );
    const hero = registry.entry('Hero')!;
    expect(hero.module).toBe('brand-configs/acme/components/split-hero.tsx');
    expect(hero.load).toBe(own);
    expect(hero.prefetch).toBe(ENTRIES.Hero!.prefetch);
    expect(registry.modules(['Hero'])).toEqual(['brand-configs/acme/components/split-hero.tsx']);
  });

  it('puts a registered variant in place of the name it is a variant of', () => {
    const registry = new Registry(
      ENTRIES,
      brand({ replace: { HeaderStandard: 'HeaderBrandTabs' } }),
    );
    expect(registry.entry('HeaderStandard')?.module).toBe('engine/header-tabs.tsx');
    expect(registry.entry('HeaderStandard')?.variantOf).toBeUndefined();
  });

  it('never replaces what is not replaceable, nor with an entry that is not its variant', () => {
    const registry = new Registry(
      ENTRIES,
      brand({ replace: { Tray: 'components/tray.tsx', Hero: 'HeaderBrandTabs' } }),
      { Tray: { module: 'brand-configs/acme/components/tray.tsx', load } },
    );
    expect(registry.entry('Tray')?.module).toBe('engine/tray.tsx');
    expect(registry.entry('Hero')?.module).toBe('engine/hero.tsx');
  });

  it('says how to fix a replacement whose module the bundle does not carry', () => {
    expect(() => new Registry(ENTRIES, brand({ replace: { Hero: 'components/x.tsx' } }))).toThrow(
      /npx storefront build acme/,
    );
  });
});

describe('Registry: slots, views and sections (issue 8 §1)', () => {
  it('reads the header and footer from brand config, with props', () => {
    const registry = new Registry(
      ENTRIES,
      brand({ header: { component: 'HeaderBrandTabs', props: { animateTabs: true } } }),
    );
    expect(registry.header()).toEqual({ name: 'HeaderBrandTabs', props: { animateTabs: true } });
    expect(registry.footer()).toEqual({ name: 'FooterColumns', props: {} });
  });

  it('refuses a header that is not a registered header', () => {
    expect(() => new Registry(ENTRIES, brand({ header: 'Hero' })).header()).toThrow(
      /not a registered header/,
    );
  });

  it('finds the page view of a route kind, else the placeholder', () => {
    const registry = new Registry(ENTRIES, brand({}));
    expect(registry.viewFor('product')).toBe('ProductPage');
    expect(registry.viewFor('cart')).toBe('PlaceholderPage');
  });

  it("composes a product page from the product's own sections when they are all registered sections (DESIGN §4)", () => {
    const registry = new Registry(ENTRIES, brand({}));
    expect(registry.productSections(['Details']).map((section) => section.name)).toEqual([
      'Details',
    ]);
    expect(registry.productSections([]).map((section) => section.name)).toEqual([
      'Gallery',
      'Details',
    ]);
    expect(registry.productSections(['Details', 'Hero']).map((section) => section.name)).toEqual([
      'Gallery',
      'Details',
    ]);
    expect(registry.productSections(undefined).map((section) => section.name)).toEqual([
      'Gallery',
      'Details',
    ]);
  });

  it("prefetches a component's data, and a failed prefetch never fails the page", async () => {
    const calls: unknown[] = [];
    const registry = new Registry(
      {
        ...ENTRIES,
        Hero: entry('content', { prefetch: async (props: unknown) => void calls.push(props) }),
        Tray: entry('content', { prefetch: async () => Promise.reject(new Error('down')) }),
      },
      brand({}),
    );
    const env = {} as AppEnv;
    await registry.prefetch('Hero', { a: 1 }, env);
    await expect(registry.prefetch('Tray', {}, env)).resolves.toBeUndefined();
    await expect(registry.prefetch('Unknown', {}, env)).resolves.toBeUndefined();
    expect(calls).toEqual([{ a: 1 }]);
  });
});

describe('Registry: components loaded before hydrating (issue 13: no click lost on a part still loading)', () => {
  it('renders a preloaded name as its module, at once; a name not preloaded stays lazy', async () => {
    const registry = new Registry(ENTRIES, brand({}));
    await registry.preload(['Hero', 'Unknown']);
    expect(registry.component('Hero')).toBe(Component);
    const tray = registry.component('Tray');
    expect(tray).not.toBe(Component);
    expect((tray as { $$typeof?: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
    // The identity stays the same across renders, preloaded later or not.
    await registry.preload(['Tray']);
    expect(registry.component('Tray')).toBe(tray);
  });

  it('leaves a module that fails to load to its React.lazy, which tries again', async () => {
    const registry = new Registry(
      { ...ENTRIES, Hero: entry('content', { load: () => Promise.reject(new Error('offline')) }) },
      brand({}),
    );
    await expect(registry.preload(['Hero'])).resolves.toBeUndefined();
    expect((registry.component('Hero') as { $$typeof?: symbol }).$$typeof).toBe(
      Symbol.for('react.lazy'),
    );
  });
});
