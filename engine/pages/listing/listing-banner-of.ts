import type { ContentEntries } from '../../../schemas/api/generated/types.ts';
import type { ResolvedListingBannerProps } from '../../config/generated/resolved.ts';
import { LISTING_BANNER } from '../../routing/category-banner.ts';
import { pageModules } from '../content/page-modules.ts';

/** The 2x1 banner tile's props in a category's content page entry (localized by the API). */
export function listingBannerOf(
  found: ContentEntries | undefined,
): ResolvedListingBannerProps | undefined {
  const page = found?.items[0];
  const module = page ? pageModules(page).find((m) => m.component === LISTING_BANNER) : undefined;
  return module?.props as ResolvedListingBannerProps | undefined;
}
