import { isApiRequestError } from '../../api/index.ts';
import type { ContentEntry } from '../../../schemas/api/generated/types.ts';
import type { ResolvedNavigation } from '../../config/generated/resolved.ts';
import type { AppEnv } from '../../routing/app-env.ts';
import type { LoaderContext } from '../../registry/entry.ts';
import type { Registry } from '../../registry/registry.ts';
import { notFound } from '../../routing/not-found.ts';
import { NOT_FOUND } from '../../routing/page-data.ts';
import type { PageData } from '../../routing/page-data.ts';
import { pageQuery } from '../../routing/page-queries.ts';
import type { PageLoader } from '../../routing/route-loader.ts';
import { loadListing } from '../listing/listing-loader.ts';
import { pageModules } from './page-modules.ts';

/** The content page entry, or undefined when the content service has none (404). */
export async function loadPage(
  env: AppEnv,
  registry: Registry,
  slug: string,
  preview = false,
): Promise<ContentEntry | undefined> {
  try {
    const found = await env.queryClient.fetchQuery(pageQuery(env, slug, preview));
    const page = found.items[0];
    // What the page's modules show in their first render (trays' tiles...) comes with the HTML.
    if (page) {
      await Promise.all(
        pageModules(page).map((module) => registry.prefetch(module.component, module.props, env)),
      );
    }
    return page;
  } catch (error) {
    // A slug the API cannot even look up (400) is as absent as one it does not know (404).
    if (isApiRequestError(error) && (error.status === 404 || error.status === 400))
      return undefined;
    throw error;
  }
}

const pageSlugsBySite = new WeakMap<object, Map<string, ReadonlySet<string>>>();

/**
 * Whether the content service may have a page for this slug. The server holds the brand's whole
 * config, whose content pages are what the service serves (each for its sites): a slug that is
 * not among them needs no call (issue 9: a listing's path no longer asks for a page first). The
 * browser's config carries no pages, so there the service is asked.
 */
export function mayHavePage(env: Pick<AppEnv, 'brand' | 'site' | 'side'>, slug: string): boolean {
  if (env.side !== 'server') return true;
  let bySite = pageSlugsBySite.get(env.brand);
  if (!bySite) pageSlugsBySite.set(env.brand, (bySite = new Map()));
  let slugs = bySite.get(env.site.id);
  if (!slugs) {
    const siteId = env.site.id;
    slugs = new Set(
      env.brand.content.pages.pages
        .filter((page) => !page.sites || page.sites.includes(siteId))
        .map((page) => page.slug),
    );
    bySite.set(siteId, slugs);
  }
  return slugs.has(slug);
}

/** A navigation category with this slug, on this site (shell spec §2.1 catch-all). */
export function findCategory(
  navigation: ResolvedNavigation | { readonly items: readonly unknown[] },
  slug: string,
  siteId: string,
): boolean {
  type Item = {
    slug?: string;
    typeCode: string;
    sites?: readonly string[];
    navigationItems?: readonly Item[];
  };
  const walk = (items: readonly Item[]): boolean =>
    items.some(
      (item) =>
        (!item.sites || item.sites.includes(siteId)) &&
        ((item.slug === slug &&
          !item.typeCode.startsWith('CONTENT') &&
          item.typeCode !== 'EXTERNAL') ||
          walk(item.navigationItems ?? [])),
    );
  return walk(navigation.items as readonly Item[]);
}

/** A content page's title, meta description and crawler directives, as its entry gives them. */
function metaOf(page: ContentEntry): Pick<PageData, 'title' | 'description' | 'robots'> {
  const { title, metaDescription, robots } = page.fields;
  return {
    title: typeof title === 'string' ? title : undefined,
    description: typeof metaDescription === 'string' ? metaDescription : undefined,
    robots: robots as PageData['robots'],
  };
}

/**
 * The content page routes (shell spec §2.1): home (/ and /homepage: the brand's components.homePage),
 * /help/{slug} (help pages only), /stylist (the page 'stylist'), the catch-all /{slug} (a landing page, else a navigation
 * category's listing, else not found) and /content-preview?slug= (the preview environment).
 */
export function contentLoader({ def, env, registry }: LoaderContext): PageLoader {
  const load = (slug: string, preview = false) => loadPage(env, registry, slug, preview);
  switch (def.meta.kind) {
    case 'home':
      return async () => {
        const slug = env.brand.settings.components.homePage;
        const page = await load(slug);
        // The home page's title is the site's own (the brand name); its description is the page's.
        return {
          status: 200,
          view: 'ContentPage',
          props: { slug, isHome: true },
          description: page ? metaOf(page).description : undefined,
        };
      };
    case 'content':
      return async ({ request }) => {
        const slug =
          new URL(request.url).searchParams.get('slug') ?? env.brand.settings.components.homePage;
        const page = await load(slug, true);
        return page
          ? { status: 200, view: 'ContentPage', props: { slug, preview: true } }
          : NOT_FOUND;
      };
    default:
      return async ({ params, request }) => {
        // /stylist (shell spec §2.1): the brand's content page 'stylist' describes its styling
        // service, with the way to book (its link opens #contact-us); a brand without one has none.
        const slug = params.slug ?? def.name;
        // A navigation category is known from the config (server and browser alike), so its
        // listing is loaded without asking for a content page first: no 404 in the browser's
        // console, no retried lookup before the listing. It also wins over a content page of the
        // same slug: the nav's "Home" is the Home category, not the home page (issue 13).
        if (
          def.meta.kind === 'landing' &&
          findCategory(env.brand.content.navigation, slug, env.site.id)
        ) {
          const listing = await loadListing(env, slug, request);
          if (listing) return listing;
        }
        const page = mayHavePage(env, slug) ? await load(slug) : undefined;
        // /help/{slug} serves help pages only; the catch-all and /stylist any page.
        if (page && (def.meta.kind !== 'help' || page.fields.kind === 'help')) {
          return {
            status: 200,
            view: 'ContentPage',
            props: { slug },
            ...metaOf(page),
          };
        }
        return notFound(env, request);
      };
  }
}
