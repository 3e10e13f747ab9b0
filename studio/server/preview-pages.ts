import type { ResolvedBrand } from '../../engine/config/types.ts';

export interface PreviewSite {
  readonly id: string;
  readonly name: string;
  readonly locale: string;
}

export interface PreviewPath {
  readonly path: string;
  readonly label: string;
}

/** The sites of the brand, its default site first, for the preview's site switch. */
export function previewSites(brand: ResolvedBrand): PreviewSite[] {
  const sites = Object.values(brand.sites);
  const first = (id: string) => Number(id === brand.settings.defaultSite);
  return [...sites]
    .sort((a, b) => first(b.id) - first(a.id))
    .map((site) => ({
      id: site.id,
      name: site.name,
      locale: site.defaultLocale,
    }));
}

/** The pages the preview offers: the home page, each content and help page, the bag. */
export function previewPaths(brand: ResolvedBrand): PreviewPath[] {
  const paths: PreviewPath[] = [{ path: '/', label: 'Home' }];
  for (const page of brand.content.pages.pages) {
    if (page.slug === 'home') continue;
    const path = page.kind === 'help' ? `/help/${page.slug}` : `/${page.slug}`;
    paths.push({ path, label: `${page.kind === 'help' ? 'Help: ' : ''}${page.slug}` });
  }
  paths.push({ path: '/cart', label: 'Bag' });
  return paths;
}
