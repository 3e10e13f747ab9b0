import { lazy } from 'react';

/**
 * The quick-shop dialog as the listing pages hand it to the listing view: a chunk loaded on first
 * use, with the product page's chunk it shows the details of (issue 11).
 */
export const QuickShopDialog = lazy(() => import('./quick-shop-dialog.tsx'));
