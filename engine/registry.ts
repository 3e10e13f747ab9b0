import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type {
  ResolvedCategoryGridProps,
  ResolvedHeroProps,
  ResolvedProductTrayProps,
  ResolvedPromoBannerSlotProps,
  ResolvedRichTextProps,
} from './config/generated/resolved.ts';

/**
 * The component registry (DESIGN §4): a name that brand content composes pages from, a lazy
 * import (one chunk per component) and the JSON Schema its props are validated against. The
 * props map is typed, so an entry whose component takes other props fails tsc.
 */
export interface RegistryProps {
  PromoBannerSlot: ResolvedPromoBannerSlotProps;
  Hero: ResolvedHeroProps;
  RichText: ResolvedRichTextProps;
  CategoryGrid: ResolvedCategoryGridProps;
  ProductTray: ResolvedProductTrayProps;
}

export type RegisteredName = keyof RegistryProps;

export interface RegistryEntry<Props> {
  readonly load: () => Promise<{ default: ComponentType<Props> }>;
  /** Path of the props schema, relative to schemas/. */
  readonly propsSchema: string;
}

export const REGISTRY: { readonly [Name in RegisteredName]: RegistryEntry<RegistryProps[Name]> } = {
  PromoBannerSlot: {
    load: () => import('./components/content/promo-banner-slot.tsx'),
    propsSchema: 'components/PromoBannerSlot.schema.json',
  },
  Hero: {
    load: () => import('./components/content/hero.tsx'),
    propsSchema: 'components/Hero.schema.json',
  },
  RichText: {
    load: () => import('./components/content/rich-text.tsx'),
    propsSchema: 'components/RichText.schema.json',
  },
  CategoryGrid: {
    load: () => import('./components/content/category-grid.tsx'),
    propsSchema: 'components/CategoryGrid.schema.json',
  },
  ProductTray: {
    load: () => import('./components/content/product-tray.tsx'),
    propsSchema: 'components/ProductTray.schema.json',
  },
};

export function isRegistered(name: string): name is RegisteredName {
  return Object.hasOwn(REGISTRY, name);
}

type AnyLazy = LazyExoticComponent<ComponentType<Record<string, unknown>>>;
const lazies = new Map<string, AnyLazy>();

/** One React.lazy per name, made once, so re-renders keep the same component identity. */
export function registeredComponent<Name extends RegisteredName>(
  name: Name,
): LazyExoticComponent<ComponentType<RegistryProps[Name]>> {
  let component = lazies.get(name);
  if (!component) {
    component = lazy(
      REGISTRY[name].load as unknown as () => Promise<{
        default: ComponentType<Record<string, unknown>>;
      }>,
    );
    lazies.set(name, component);
  }
  return component as unknown as LazyExoticComponent<ComponentType<RegistryProps[Name]>>;
}
