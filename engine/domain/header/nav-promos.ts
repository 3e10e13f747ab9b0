import type {
  ContentEntry,
  PersonalizedContentRequest,
  PersonalizedContentResponse,
} from '../../../schemas/api/generated/types.ts';

/** A super navigation promo as a mega-menu panel shows it. */
export interface NavPromo {
  readonly id: string;
  readonly headline: string;
  readonly linkPath: string;
  readonly imageUrl?: string;
  readonly imageAlt?: string;
}

/** The include depths of limits.content (shell spec §9: 2 for config, 3 for promos). */
export interface IncludeDepths {
  readonly includeDepthConfig: number;
  readonly includeDepthPromos: number;
}

export const MODULES_QUERY = 'superNavModules';
export const PROMOS_QUERY = 'superNavPromos';

/**
 * The navigation's personalised fetch (shell spec §7): action NavigationView, the modules
 * containers at the promos' include depth (3) and the promos at the config depth (2), with the
 * user's data and best match.
 */
export function navPromoRequest(
  depths: IncludeDepths,
  user: { readonly userGroup?: string } = {},
): PersonalizedContentRequest {
  return {
    action: 'NavigationView',
    queries: [
      {
        queryId: MODULES_QUERY,
        contentType: 'superNavContentModulesContainer',
        include: depths.includeDepthPromos,
      },
      {
        queryId: PROMOS_QUERY,
        contentType: 'componentSuperNavPromo',
        include: depths.includeDepthConfig,
      },
    ],
    user: user.userGroup ? { userGroup: user.userGroup } : {},
    bestMatch: true,
  };
}

const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** A promo entry's fields, when sound: content is not trusted (a path of this site only). */
function promoOf(
  entry: ContentEntry,
): (NavPromo & { sites?: unknown; countries?: unknown }) | undefined {
  const fields = entry.fields as Record<string, unknown>;
  const headline = text(fields.headline);
  const linkPath = text(fields.linkPath);
  if (!headline || !linkPath || !SITE_PATH.test(linkPath)) return undefined;
  const imageUrl = text(fields.imageUrl);
  const imageAlt = text(fields.imageAlt);
  return {
    id: entry.sys.id,
    headline,
    linkPath,
    ...(imageUrl && (SITE_PATH.test(imageUrl) || imageUrl.startsWith('https://'))
      ? { imageUrl }
      : {}),
    ...(imageAlt ? { imageAlt } : {}),
    sites: fields.sites,
    countries: fields.countries,
  };
}

const listed = (list: unknown, value: string) =>
  !Array.isArray(list) || (list as unknown[]).includes(value);

/**
 * The promos a top-level item's panel shows (shell spec §7 "promos filtered by site and
 * country"): its modules container's promos in their order (resolved from the answer's includes,
 * which the include depth decides), then the promos naming no item (every panel), each once,
 * each only where its sites list the shopper's site and its countries the shopper's country. A
 * failed query (207) gives nothing of its own.
 */
export function panelPromos(
  response: PersonalizedContentResponse | undefined,
  navItemId: string,
  where: { readonly siteId: string; readonly countryCode: string },
): NavPromo[] {
  if (!response) return [];
  const result = (queryId: string) =>
    response.results.find((one) => one.queryId === queryId && !one.error);
  const modules = result(MODULES_QUERY);
  const promos = result(PROMOS_QUERY);
  const container = modules?.items?.find(
    (entry) => (entry.fields as { navItemId?: unknown }).navItemId === navItemId,
  );
  const linked = new Map(
    (modules?.includes?.Entry ?? [])
      .filter((entry) => entry.sys.contentType.sys.id === 'componentSuperNavPromo')
      .map((entry) => [entry.sys.id, entry]),
  );
  const links = (container?.fields as { modules?: unknown } | undefined)?.modules;
  const own = (Array.isArray(links) ? links : []).flatMap((link) => {
    const id = (link as { sys?: { id?: unknown } } | null)?.sys?.id;
    const entry = typeof id === 'string' ? linked.get(id) : undefined;
    return entry ? [entry] : [];
  });
  const everywhere = (promos?.items ?? []).filter(
    (entry) => (entry.fields as { navItemId?: unknown }).navItemId === undefined,
  );
  const seen = new Set<string>();
  return [...own, ...everywhere].flatMap((entry) => {
    const promo = promoOf(entry);
    if (!promo || seen.has(promo.id)) return [];
    if (!listed(promo.sites, where.siteId) || !listed(promo.countries, where.countryCode))
      return [];
    seen.add(promo.id);
    const { sites: _sites, countries: _countries, ...shown } = promo;
    return [shown];
  });
}
