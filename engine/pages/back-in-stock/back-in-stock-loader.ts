import { safeReturnUrl } from '../../domain/return-url.ts';
import type { PageLoader } from '../../routing/route-loader.ts';

/** The page checks the item's ids itself and says what is wrong (never a 500, shell spec §2.2). */
export function backInStockLoader(): PageLoader {
  return async ({ request }) => ({
    status: 200,
    view: 'BackInStockPage',
    props: { returnUrl: safeReturnUrl(new URL(request.url).searchParams.get('returnUrl')) },
  });
}
