import { lazy } from 'react';
import { STRING_BUNDLES } from '../domain/string-bundles.ts';
import type { StringBundle } from '../domain/string-bundles.ts';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { AppEnv } from '../routing/app-env.ts';
import { namedProps } from './component-ref.ts';
import type { ComponentRef, NamedProps } from './component-ref.ts';
import type { AnyRegistryEntry, ComponentKind } from './entry.ts';

/** A brand's own module (brand-configs/<brand>/components/<file>.tsx) replacing a registered name. */
export interface BrandModule {
  /** Its source path as Vite's manifest names it, for SSR preloads. */
  readonly module: string;
  readonly load: () => Promise<{ default: ComponentType<never> }>;
}

/** A brand's own modules, by the name each replaces (the build's virtual:storefront-brand-components). */
export type BrandModules = Readonly<Record<string, BrandModule>>;

/** What a brand's configuration says about components (brand.json `components`). */
export interface BrandComponents {
  readonly header: ComponentRef;
  readonly footer: ComponentRef;
  readonly productPage: readonly ComponentRef[];
  /** A replaceable name -> a variant's name, or "components/<file>.tsx" of the brand. */
  readonly replace: Readonly<Record<string, string>>;
}

/** The page view that answers routes no registered view serves (a later issue's page). */
export const FALLBACK_VIEW = 'PlaceholderPage';

type AnyComponent = ComponentType<Record<string, unknown>>;

/**
 * The component registry of one brand (DESIGN §4): the engine's entries with the brand's
 * replacements applied. Every name the engine renders goes through `entry(name)`, so a brand's
 * replacement is used wherever the engine or the brand's content names the original.
 */
export class Registry {
  private readonly resolved = new Map<string, AnyRegistryEntry>();
  private readonly lazies = new Map<string, AnyComponent | LazyExoticComponent<AnyComponent>>();
  private readonly loaded = new Map<string, AnyComponent>();
  private readonly views = new Map<string, string>();

  constructor(
    readonly entries: Readonly<Record<string, AnyRegistryEntry>>,
    readonly brand: { readonly id: string; readonly components: BrandComponents },
    modules: BrandModules = {},
  ) {
    for (const [name, entry] of Object.entries(entries)) {
      this.resolved.set(name, this.replacement(name, entry, modules) ?? entry);
    }
    for (const [name, entry] of Object.entries(entries)) {
      if (entry.kind !== 'page' || entry.variantOf) continue;
      for (const kind of entry.routes ?? []) this.views.set(kind, name);
    }
  }

  /** The entry that renders `name` for this brand (its replacement when the brand has one). */
  entry(name: string): AnyRegistryEntry | undefined {
    return this.resolved.get(name);
  }

  has(name: string): boolean {
    return this.resolved.has(name);
  }

  /**
   * One component per name, made once, so re-renders keep the same component identity: the
   * module itself when preload() already has it (it renders at once, hydrating with its page),
   * else a React.lazy that loads it.
   */
  component(name: string): AnyComponent | LazyExoticComponent<AnyComponent> {
    let component = this.lazies.get(name);
    if (!component) {
      const entry = this.require(name);
      component =
        this.loaded.get(name) ?? lazy(entry.load as () => Promise<{ default: AnyComponent }>);
      this.lazies.set(name, component);
    }
    return component;
  }

  /**
   * Loads the modules of these names before they render (the browser, before hydrating what the
   * server rendered). A module that fails to load is left to its React.lazy, which tries again.
   */
  async preload(names: Iterable<string>): Promise<void> {
    await Promise.all(
      [...new Set(names)].map(async (name) => {
        const entry = this.entry(name);
        if (!entry || this.loaded.has(name) || this.lazies.has(name)) return;
        try {
          const module = (await entry.load()) as { default: AnyComponent };
          this.loaded.set(name, module.default);
        } catch {
          // Rendered through React.lazy, which loads it again or shows the error boundary.
        }
      }),
    );
  }

  /** The page view serving a route kind (route meta `kind`). */
  viewFor(routeKind: string): string {
    return this.views.get(routeKind) ?? FALLBACK_VIEW;
  }

  /**
   * The string bundles a page of this view shows: the shell's and the view's own (every bundle for
   * a view that names none, or for no view: an error page).
   */
  stringBundles(view: string | undefined): StringBundle[] {
    const own = view === undefined ? undefined : this.entry(view)?.strings;
    return own ? ['shell', ...own.filter((bundle) => bundle !== 'shell')] : [...STRING_BUNDLES];
  }

  header(): NamedProps {
    return this.slot(this.brand.components.header, 'header');
  }

  footer(): NamedProps {
    return this.slot(this.brand.components.footer, 'footer');
  }

  /**
   * The product page's sections: the product's own composition (templateInfo.components, DESIGN
   * §4) when it names only registered sections, else the brand's.
   */
  productSections(fromProduct?: readonly unknown[]): NamedProps[] {
    const own = (fromProduct ?? []).filter(
      (ref): ref is ComponentRef =>
        typeof ref === 'string' ||
        (typeof ref === 'object' &&
          ref !== null &&
          typeof (ref as { component?: unknown }).component === 'string'),
    );
    const usable =
      own.length > 0 &&
      own.length === (fromProduct ?? []).length &&
      own.every((ref) => this.entry(namedProps(ref).name)?.kind === 'product-section');
    return (usable ? own : this.brand.components.productPage).map(namedProps);
  }

  /** Fills the queries a component reads before it renders; a failure leaves it to the component. */
  async prefetch(name: string, props: unknown, env: AppEnv): Promise<void> {
    const prefetch = this.entry(name)?.prefetch;
    if (!prefetch) return;
    try {
      await prefetch(props, env);
    } catch {
      // The component shows its own empty or error state; the page still renders.
    }
  }

  /** Source modules of the given names, for SSR preloads (one chunk each). */
  modules(names: Iterable<string>): string[] {
    return [...new Set([...names].flatMap((name) => this.entry(name)?.module ?? []))];
  }

  private slot(ref: ComponentRef, kind: ComponentKind): NamedProps {
    const named = namedProps(ref);
    if (this.entry(named.name)?.kind !== kind) {
      throw new Error(
        `[storefront:registry] ${this.brand.id}'s ${kind} is "${named.name}", which is not a registered ${kind}. Run \`npx storefront validate ${this.brand.id}\`.`,
      );
    }
    return named;
  }

  private require(name: string): AnyRegistryEntry {
    const entry = this.entry(name);
    if (!entry) {
      throw new Error(
        `[storefront:registry] No component named ${name} is registered. Register it in engine/app/registry.ts, or fix the name in ${this.brand.id}'s configuration.`,
      );
    }
    return entry;
  }

  private replacement(
    name: string,
    entry: AnyRegistryEntry,
    modules: BrandModules,
  ): AnyRegistryEntry | undefined {
    const target = this.brand.components.replace[name];
    if (!target || !entry.replaceable) return undefined;
    if (target.startsWith('components/')) {
      const own = modules[name];
      if (!own) {
        throw new Error(
          `[storefront:registry] ${this.brand.id} replaces ${name} with ${target}, which this bundle does not carry. Rebuild the brand: \`npx storefront build ${this.brand.id}\`.`,
        );
      }
      return { ...entry, module: own.module, load: own.load as AnyRegistryEntry['load'] };
    }
    const variant = this.entries[target];
    // A variant keeps the replaced entry's data duties (routes, loader, prefetch) unless it has its own.
    return variant && variant.variantOf === name
      ? { ...entry, ...variant, variantOf: undefined }
      : undefined;
  }
}
