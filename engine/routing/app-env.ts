import type { QueryClient } from '@tanstack/react-query';
import type { StringBundle } from '../domain/string-bundles.ts';
import type { ApiClient } from '../api/index.ts';
import type { SiteSummary } from '../config/site-directory.ts';
import type { ResolvedBrand, ResolvedSite } from '../config/types.ts';
import type { FlagValue } from '../domain/feature-flags.ts';
import type { ClientRedirects } from './client-redirects.ts';

export interface SiteDirectory {
  readonly list: readonly SiteSummary[];
  load(siteId: string): Promise<ResolvedSite>;
}

/** What the shopper's token allows (shell spec §2.2 guards, §2.3 call-centre header). */
export interface Session {
  readonly scopes: readonly string[];
  readonly registered: boolean;
  readonly authorized: boolean;
}

export const GUEST_SESSION: Session = Object.freeze({
  scopes: Object.freeze(['guest']),
  registered: false,
  authorized: false,
});

/**
 * Everything a loader or the shell needs for one request (server) or one page (browser). Built
 * per request, never shared: two requests for two sites must not see each other's client or cache.
 */
export interface AppEnv {
  readonly brand: ResolvedBrand;
  readonly site: ResolvedSite;
  readonly locale: string;
  readonly api: ApiClient;
  readonly queryClient: QueryClient;
  readonly flags: Readonly<Record<string, FlagValue | undefined>>;
  /** A native app's webview: no header or footer, never indexed (shell spec §2.2, §2.3). */
  readonly webview: boolean;
  readonly side: 'server' | 'client';
  /**
   * Every site of the brand in brief (the selector, site by path), and the full configuration of
   * any of them on demand: the browser carries only its own site's (issue 9: JavaScript budget).
   */
  readonly sites: SiteDirectory;
  readonly login: LoginModalStore;
  /**
   * Browser only: loads string bundles the page's translator lacks (a navigation to another kind
   * of page); the server's translator has every bundle.
   */
  readonly loadStrings?: (bundles: readonly StringBundle[]) => Promise<void>;
  /**
   * Server only: the site-switch cookie the request carried (shell spec §4), so the banner is in
   * the page's HTML when it shows (the browser reads its own cookie).
   */
  readonly siteChoice?: string;
  /**
   * The page's HTML holds the site-switch banner (the server decided it from the request's
   * cookie): it renders from the first render on, on both sides, and hydrates as it is (nothing
   * moves when the page comes alive).
   */
  readonly siteSwitchShown?: boolean;
  /** Browser only: client-side redirect checks (loops, full reloads; shell spec §2.2). */
  readonly redirects?: ClientRedirects;
}

/** The states the login modal may be opened in from outside it (shell spec §4). */
export type OpenLoginState = 'sign-in' | 'reauth' | 'optional-upgrade' | 'required-upgrade';

/**
 * The login modal of protected routes (shell spec §2.2): open() resolves true once the shopper is
 * signed in, false when the dialog is dismissed (the navigation is then cancelled).
 */
export class LoginModalStore {
  private open_ = false;
  /**
   * The login modal's state when it opens (shell spec §4): sign in; reauth on a 403; the required
   * upgrade for a guest's action that needs an account (no continue-as-guest); the optional upgrade
   * offered at checkout (cannot be closed; continuing as a guest resolves false).
   */
  state: OpenLoginState = 'sign-in';
  private settle: ((signedIn: boolean) => void) | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(initiallyOpen = false) {
    this.open_ = initiallyOpen;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly isOpen = (): boolean => this.open_;

  /** The element focused when the modal opened; focus goes back to it on close. */
  opener: Element | null = null;

  open(state: OpenLoginState = 'sign-in'): Promise<boolean> {
    this.settle?.(false);
    this.state = state;
    this.opener = typeof document === 'undefined' ? null : document.activeElement;
    this.set(true);
    return new Promise((resolve) => {
      this.settle = resolve;
    });
  }

  close(signedIn: boolean): void {
    const settle = this.settle;
    this.settle = undefined;
    this.set(false);
    settle?.(signedIn);
  }

  private set(open: boolean): void {
    this.open_ = open;
    for (const listener of this.listeners) listener();
  }
}
