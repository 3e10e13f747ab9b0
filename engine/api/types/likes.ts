/** Liked (hearted) products of the signed-in shopper (shell spec §7). */
export interface LikedProducts {
  readonly items: readonly LikedProduct[];
  readonly total: number;
  readonly offset: number;
}

export interface LikedProduct {
  readonly productId: string;
  readonly likedAt?: string;
  readonly product?: Readonly<Record<string, unknown>>;
}

/** Social proof per item (slipstream social, shell spec §7). */
export type SocialCounts = Readonly<Record<string, unknown>>;
