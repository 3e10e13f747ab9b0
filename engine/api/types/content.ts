/** A content entry as served from brand-configs/<brand>/content (schemas/content). */
export interface ContentEntry {
  readonly sys: {
    readonly id: string;
    readonly type: 'Entry';
    readonly contentType: { readonly sys: { readonly id: string } };
    readonly locale: string;
    readonly environment: string;
  };
  readonly fields: Readonly<Record<string, unknown>>;
}

export interface ContentEntriesResponse {
  readonly total: number;
  readonly skip: number;
  readonly limit: number;
  readonly items: readonly ContentEntry[];
  readonly includes: { readonly Entry: readonly ContentEntry[] };
}

export interface ContentEntriesQuery {
  /** A banner type, navigation, header, footer or page. */
  readonly contentType?: string;
  readonly slug?: string;
  /** sys.id filter: one id or several. */
  readonly ids?: readonly string[];
  /** Include depth: 1 by default, 2 for configuration, 3 for promos (limits.content). */
  readonly include?: number;
  readonly limit?: number;
  readonly skip?: number;
  readonly locale?: string;
  /** 'preview' shows banners outside their dates (content preview). */
  readonly environment?: 'master' | 'preview';
}

/** One query of a personalised-content request (shell spec §7). */
export interface PersonalizedContentQuery {
  readonly queryId?: string;
  readonly contentType: string;
  readonly slug?: string;
  readonly entryId?: string;
  readonly include?: number;
}

export interface PersonalizedContentRequest {
  /** The view action: NavigationView, PageView, NotFoundView... */
  readonly action: string;
  readonly queries: readonly PersonalizedContentQuery[];
  readonly user?: { readonly userGroup?: string; readonly experience?: string };
  readonly bestMatch?: boolean;
}

/** A query's answer; inside a 207 partial answer a failed query carries its own error. */
export interface PersonalizedContentResult {
  readonly queryId: string;
  readonly contentType: string;
  readonly items?: readonly ContentEntry[];
  readonly includes?: { readonly Entry: readonly ContentEntry[] };
  readonly error?: { readonly code: string; readonly message: string; readonly status: number };
}

export interface PersonalizedContentResponse {
  readonly action?: string;
  readonly results: readonly PersonalizedContentResult[];
}

/** What a 403 on personalised content resolves with (shell spec §8: only warned). */
export const EMPTY_PERSONALIZED_CONTENT: PersonalizedContentResponse = Object.freeze({
  results: Object.freeze([]),
});

/** A product image gallery; summary=true answers the count without items. */
export interface Gallery {
  readonly id: string;
  readonly title: unknown;
  readonly total: number;
  readonly sort: 'ORDER' | 'NEWEST';
  readonly limit?: number;
  readonly offset?: number;
  readonly items?: readonly {
    id: string;
    position: number;
    productId: string;
    slug: string;
    displayName: string;
    styleNumber: string;
    image: string | null;
  }[];
}

export interface GalleryQuery {
  readonly galleryId: string;
  readonly limit?: number;
  readonly offset?: number;
  readonly summary?: boolean;
  readonly sort?: 'ORDER' | 'NEWEST';
}

/** Images and videos of products by colour. */
export interface ProductMedia {
  readonly items: readonly {
    readonly productId: string;
    readonly styleNumber: string;
    readonly colors: readonly {
      colorCode: string;
      colorName: string;
      images: readonly string[];
      videos: readonly unknown[];
    }[];
  }[];
}
