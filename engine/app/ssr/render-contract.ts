/**
 * The contract between the server (engine/server, Node) and a brand's SSR entry
 * (dist/<brand>/server/entry-server.js, built by Vite from engine/app/entry-server.tsx).
 * The server owns HTTP (host -> brand, assets, headers, CSP nonce, compression, the API);
 * the entry owns React (route matching, loaders, streaming HTML).
 */
export interface RenderRequest {
  /** Path and query as received, site prefix included ("/en-gb/cart?ref=logo"). */
  readonly url: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly cookies: Readonly<Record<string, string>>;
  /** Per-request CSP nonce for every inline script the page needs. */
  readonly nonce: string;
  /** Absolute origin of the commerce API for server-side fetches ("http://127.0.0.1:3000/api"). */
  readonly apiBase: string;
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
}

export interface RenderResult {
  readonly status: number;
  /** Location, X-Robots-Tag, Content-Type, Cache-Control... */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * Set-Cookie values to send as they are, one header each (the commerce API's token cookie,
   * issued or rotated by a call made during the render, with the attributes the API chose).
   */
  readonly setCookies?: readonly string[];
  /** The HTML (streamed); absent for redirects. */
  readonly body?: NodeJS.ReadableStream | string;
}

export type RenderFunction = (request: RenderRequest) => Promise<RenderResult>;
