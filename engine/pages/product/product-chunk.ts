/**
 * The product page and its sections: one chunk, loaded together by a product page. A registry entry names
 * this module and picks its export: a dozen chunks of a few hundred bytes would each cost a
 * request and compress alone (issue 9: JavaScript budget).
 */
export { default as ProductPage } from './product-page.tsx';
export { default as ProductGallery } from '../../components/product/product-gallery.tsx';
export { default as ProductDetails } from '../../components/product/product-details.tsx';
export { default as ProductReviews } from '../../components/reviews/product-reviews.tsx';
export { default as ProductRecommendations } from '../../components/product/product-recommendations.tsx';
// The quick-shop dialog (pages/quick-shop) shows the details section from this chunk, not a copy.
export { ProductContext } from '../../components/product/product-context.tsx';
export { SelectionProvider } from '../../components/product/product-selection.tsx';
