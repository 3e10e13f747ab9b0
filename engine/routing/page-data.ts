/** What every page loader answers; the renderer reads status and robots from it (shell spec §2.2). */
export interface PageData {
  readonly status: 200 | 404 | 451;
  /** The registered page view that renders the page (engine/app/registry.ts, kind 'page'). */
  readonly view: string;
  /** The view's props (validated by its props schema's types: schemas/components/<view>). */
  readonly props?: Readonly<Record<string, unknown>>;
  readonly title?: string;
  /**
   * A title in the site's language with values (a search's words): translated where the title is
   * set, server and browser alike; `title` wins when both are given.
   */
  readonly titleText?: { readonly key: string; readonly values: Readonly<Record<string, string>> };
  readonly description?: string;
  /** Crawler directives from page data (content pages); route meta gives the rest. */
  readonly robots?: { readonly noindex: boolean; readonly nofollow: boolean };
  /** A protected route reached without authorization: the page shows the login dialog. */
  readonly loginRequired?: boolean;
}

/** The not-found page (404). */
export const NOT_FOUND: PageData = { status: 404, view: 'NotFoundPage' };

/** A page removed for legal reasons (451, shell spec §2.2). */
export const LEGAL_REMOVAL: PageData = { status: 451, view: 'LegalRemovalPage' };

/** A route whose page a later issue builds: its status, robots, guard and layout are real. */
export function placeholder(routeName: string, title?: string): PageData {
  return {
    status: 200,
    view: 'PlaceholderPage',
    props: title === undefined ? { routeName } : { routeName, title },
  };
}
