import type { ComponentType } from 'react';
import type { CatalogEntry } from '../config/component-catalog.ts';
import type { StringBundle } from '../domain/string-bundles.ts';
import type { AppEnv } from '../routing/app-env.ts';
import type { PageLoader } from '../routing/route-loader.ts';
import type { RouteDefinition } from '../routing/route-table.ts';
import type { Registry } from './registry.ts';

export type { ComponentKind } from '../config/component-catalog.ts';

/** What a page view's loader is made from: its route, the request's environment, the registry. */
export interface LoaderContext {
  readonly def: RouteDefinition;
  readonly env: AppEnv;
  readonly registry: Registry;
}

/**
 * One entry of the component registry (DESIGN §4): everything the engine needs to render a name
 * a brand or a route uses. Loaders, SSR preloads and validation read these fields; nothing else
 * names a component's file.
 */
export interface RegistryEntry<Props = never> extends CatalogEntry {
  /** The source module as Vite's manifest names it ("engine/components/content/hero.tsx"). */
  readonly module: string;
  /** Its lazy import: one chunk per entry, loaded only by pages that use it. */
  readonly load: () => Promise<{ default: ComponentType<Props> }>;
  /**
   * Data the component reads in its first render, fetched before the page is rendered (the
   * server's HTML carries it; a client navigation waits for it instead of showing a spinner).
   */
  readonly prefetch?: (props: Props, env: AppEnv) => Promise<void>;
  /**
   * The registered names it renders inside itself (a content page's modules, a product page's
   * sections), read from the queries its loader filled: their chunks are preloaded with the page.
   */
  readonly renders?: (props: Props, env: AppEnv, registry: Registry) => readonly string[];
  /**
   * Page views: the string bundles their pages show besides the shell's (default: every bundle).
   */
  readonly strings?: readonly StringBundle[];
  /** Page views: the route kinds (route meta `kind`) they serve... */
  readonly routes?: readonly string[];
  /**
   * ...and the loader that decides their status and props for a request, imported when a route
   * of the view first loads: the browser's entry carries no page's data code (issue 9).
   */
  readonly loader?: () => Promise<(context: LoaderContext) => PageLoader>;
}

/** An entry whose props type is erased: what the registry stores and resolves. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRegistryEntry = RegistryEntry<any>;
