/** Reviews (catalogue spec §3 Review, Review form fields). */
export type ReviewSort =
  'SubmissionTime:desc' | 'SubmissionTime:asc' | 'Rating:desc' | 'Rating:asc' | 'Helpfulness:desc';

export interface ReviewMedia {
  readonly id: string;
  readonly caption?: string;
  readonly sizes?: { readonly thumbnail?: { url: string }; readonly normal?: { url: string } };
  readonly url?: string;
  readonly thumbnail?: string;
}

export interface Review {
  readonly id: string;
  readonly productId: string;
  readonly rating: number;
  readonly title: string;
  readonly reviewText: string;
  readonly userNickname: string;
  readonly userLocation: string | null;
  readonly submissionTime: string;
  readonly isRecommended: boolean | null;
  readonly badges: readonly string[];
  readonly contextData?: Readonly<Record<string, unknown>>;
  readonly photos: readonly ReviewMedia[];
  readonly videos: readonly ReviewMedia[];
}

export interface ReviewPage {
  readonly product: {
    readonly productId: string;
    readonly merchandiseClass: string | null;
    readonly reviewStatistics: {
      readonly averageOverallRating: number;
      readonly totalReviewCount: number;
      readonly ratingDistribution?: readonly { rating: number; count: number }[];
      readonly recommendedCount?: number;
    };
    readonly topRated?: boolean;
  };
  readonly results: readonly Review[];
  readonly totalResults: number;
  readonly offset: number;
  readonly limit: number;
  readonly sort: ReviewSort;
  readonly filters: Readonly<Record<string, unknown>>;
}

export interface ReviewQuery {
  readonly productId: string;
  /** The brand's review site when reviews are shared across sites (the spec's defaultSiteId). */
  readonly reviewSiteId?: string;
  readonly merchandiseClass?: string;
  readonly offset?: number;
  readonly limit?: number;
  /** e.g. 'rating:5', 'hasMedia:true'. */
  readonly filters?: readonly string[];
  readonly sort?: ReviewSort;
}

/** A review form field from the templates (catalogue spec §3 Review form fields). */
export interface ReviewFormField {
  readonly Id: string;
  readonly Label: string;
  readonly Required: boolean;
  readonly Type: string;
  readonly Value?: unknown;
  readonly Options?: readonly unknown[];
  readonly MinLength?: number;
  readonly MaxLength?: number;
  readonly Default?: unknown;
}

export interface ReviewFormFields {
  readonly productId: string;
  readonly merchandiseClass: string | null;
  readonly fields: readonly ReviewFormField[];
}

export interface ReviewSubmission {
  readonly merchandiseClass?: string;
  readonly rating: number;
  readonly reviewTitle: string;
  readonly reviewText: string;
  readonly userNickname: string;
  readonly email?: string;
  readonly userLocation?: string;
  readonly sizeNormallyWorn?: string;
  readonly sizePurchased?: string;
  readonly fit?: string;
  readonly isRecommended?: boolean;
  readonly heightFeet?: number;
  readonly heightInches?: number;
  /** Media ids from uploadReviewMedia. */
  readonly photos?: readonly string[];
  readonly videos?: readonly string[];
}

export interface UploadedMedia {
  readonly id: string;
  readonly url: string;
}
