/**
 * The content page and the modules content pages are composed of: one chunk. A registry entry names
 * this module and picks its export: a dozen chunks of a few hundred bytes would each cost a
 * request and compress alone (issue 9: JavaScript budget).
 */
export { default as ContentPage } from './content-page.tsx';
export { default as PromoBannerSlot } from '../../components/content/promo-banner-slot.tsx';
export { default as Hero } from '../../components/content/hero.tsx';
export { default as RichText } from '../../components/content/rich-text.tsx';
export { default as CategoryGrid } from '../../components/content/category-grid.tsx';
export { default as SizeChart } from '../../components/content/size-chart.tsx';
export { default as ProductTray } from '../../components/content/product-tray.tsx';
