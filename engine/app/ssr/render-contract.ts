/**
 * The contract between the server (engine/server, Node) and a brand's SSR entry
 * (dist/<brand>/server/entry-server.js, built by Vite from engine/app/entry-server.tsx).
 * The server owns HTTP (host -> brand, assets, headers, CSP, compression, caches, the API);
 * the entry owns React (route matching, loaders, the page's HTML).
 */
export interface RenderRequest {
  /** Path and query as received, site prefix included ("/en-gb/cart?ref=logo"). */
  readonly url: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly cookies: Readonly<Record<string, string>>;
  /**
   * The CSP nonce for every inline script and style of the page. Absent when the page may be kept
   * by a shared cache and sent to other shoppers: it then carries no nonce, and the server allows
   * its inline elements by their hashes (issue 9).
   */
  readonly nonce?: string;
  /** Absolute base of the commerce API for server-side calls ("http://127.0.0.1:3000/api"). */
  readonly apiBase: string;
  /**
   * How the render reaches the API: when the API runs in this process, a dispatch into it (no
   * socket, no compression, no page security headers); absent, Node's fetch to apiBase (its
   * keep-alive pool).
   */
  readonly apiFetch?: typeof fetch;
  /** The process's cache of shared answers (engine/server/subrequest-cache.ts); absent: off. */
  readonly subRequests?: SubRequestCache;
  /**
   * Told the files every page of the site needs as soon as the route is matched, before its data
   * is loaded (the server sends them as 103 Early Hints).
   */
  readonly earlyHints?: (assets: ModuleAssets) => void;
  /** Hashed client assets of this brand, from Vite's manifest. */
  readonly assets: RenderAssets;
  /** STOREFRONT_FLAGS from the environment (feature-flag precedence: environment < cookie < query). */
  readonly environmentFlags?: string;
}

/** The files one module needs, beyond what the first load already has. */
export interface ModuleAssets {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

export interface RenderAssets extends ModuleAssets {
  /**
   * The lazily loaded modules (route page chunks, locale strings) by source path
   * ("engine/app/pages/product-page.tsx"), so the page can preload the one it renders instead of
   * the browser discovering it only after the entry runs.
   */
  readonly lazy?: Readonly<Record<string, ModuleAssets>>;
  /**
   * The text of the small stylesheets by href: a page inlines them as <style> instead of linking
   * them, so no stylesheet request blocks its first paint (Lighthouse render-blocking resources).
   */
  readonly inlineCss?: Readonly<Record<string, string>>;
}

export interface RenderResult {
  readonly status: number;
  /** Location, X-Robots-Tag, Content-Type, Content-Language... */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * Set-Cookie values to send as they are, one header each (the commerce API's token cookie,
   * issued or rotated by a call made during the render, with the attributes the API chose).
   */
  readonly setCookies?: readonly string[];
  /** The HTML, complete once render resolves (nothing is sent before every loader answered). */
  readonly body?: NodeJS.ReadableStream | string;
  /**
   * The page is the same for every shopper without a session: an indexable page that made no
   * call for the shopper (only shared ones). The server lets shared caches keep it when the
   * request carried no session cookie and nothing set one.
   */
  readonly shared?: boolean;
}

export type RenderFunction = (request: RenderRequest) => Promise<RenderResult>;

/**
 * Answers shared between renders (issue 9), by key: stored only when `keep` says so, for a short
 * time, then served stale while one refresh runs. A caller's signal ends its own wait only.
 */
export interface SubRequestCache {
  get<T>(
    key: string,
    load: () => Promise<T>,
    keep: (value: T) => boolean,
    signal?: AbortSignal,
  ): Promise<T>;
}
