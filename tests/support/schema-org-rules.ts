/**
 * The properties Google documents as required for its rich results, checked the way the Rich
 * Results Test does (developers.google.com/search/docs/appearance/structured-data: Product
 * snippets and merchant listings, Breadcrumb, Organization). No offline schema.org validator on
 * npm works without fetching the vocabulary, so the rules of the three types we emit live here.
 */
type Node = Record<string, unknown>;

const AVAILABILITY = new Set(
  [
    'BackOrder',
    'Discontinued',
    'InStock',
    'InStoreOnly',
    'LimitedAvailability',
    'OnlineOnly',
    'OutOfStock',
    'PreOrder',
    'PreSale',
    'SoldOut',
  ].map((value) => `https://schema.org/${value}`),
);

const isAbsoluteUrl = (value: unknown) =>
  typeof value === 'string' && /^https?:\/\/[^/\s]+/.test(value);
const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isDecimal = (value: unknown) =>
  (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) ||
  (typeof value === 'number' && Number.isFinite(value));

function offerProblems(offer: Node, path: string): string[] {
  const problems: string[] = [];
  if (offer['@type'] === 'Offer') {
    if (!isDecimal(offer.price)) problems.push(`${path}.price must be a decimal number`);
  } else if (offer['@type'] === 'AggregateOffer') {
    if (!isDecimal(offer.lowPrice)) problems.push(`${path}.lowPrice must be a decimal number`);
    if (offer.highPrice !== undefined && !isDecimal(offer.highPrice))
      problems.push(`${path}.highPrice must be a decimal number`);
  } else {
    problems.push(`${path} must be an Offer or AggregateOffer`);
  }
  if (typeof offer.priceCurrency !== 'string' || !/^[A-Z]{3}$/.test(offer.priceCurrency))
    problems.push(`${path}.priceCurrency must be an ISO 4217 code`);
  if (!AVAILABILITY.has(String(offer.availability)))
    problems.push(`${path}.availability must be a schema.org ItemAvailability URL`);
  if (offer.url !== undefined && !isAbsoluteUrl(offer.url))
    problems.push(`${path}.url must be absolute`);
  return problems;
}

const RULES: Record<string, (node: Node) => string[]> = {
  Product: (node) => {
    const problems: string[] = [];
    if (!isText(node.name)) problems.push('Product.name is required');
    const reviewed = node.aggregateRating !== undefined || node.review !== undefined;
    if (node.offers === undefined && !reviewed)
      problems.push('Product needs offers, review or aggregateRating');
    if (node.offers !== undefined) problems.push(...offerProblems(node.offers as Node, 'offers'));
    const rating = node.aggregateRating as Node | undefined;
    if (rating) {
      if (typeof rating.ratingValue !== 'number') problems.push('ratingValue must be a number');
      if (!(Number(rating.reviewCount) > 0 || Number(rating.ratingCount) > 0))
        problems.push('aggregateRating needs a positive reviewCount or ratingCount');
      const best = Number(rating.bestRating ?? 5);
      const worst = Number(rating.worstRating ?? 1);
      if (Number(rating.ratingValue) > best || Number(rating.ratingValue) < worst)
        problems.push('ratingValue must lie between worstRating and bestRating');
    }
    const images = node.image === undefined ? [] : [node.image].flat();
    if (!images.every(isAbsoluteUrl)) problems.push('Product.image must be absolute URLs');
    return problems;
  },
  BreadcrumbList: (node) => {
    const items = node.itemListElement;
    if (!Array.isArray(items) || items.length < 2)
      return ['BreadcrumbList needs at least two ListItems'];
    return (items as Node[]).flatMap((item, index) => {
      const problems: string[] = [];
      if (item['@type'] !== 'ListItem') problems.push(`item ${index} must be a ListItem`);
      if (item.position !== index + 1)
        problems.push(`item ${index} must have position ${index + 1}`);
      if (!isText(item.name)) problems.push(`item ${index} needs a name`);
      const last = index === items.length - 1;
      if (!(last && item.item === undefined) && !isAbsoluteUrl(item.item))
        problems.push(`item ${index} needs an absolute item URL`);
      return problems;
    });
  },
  Organization: (node) => {
    const problems: string[] = [];
    if (!isText(node.name)) problems.push('Organization.name is recommended and must be text');
    if (!isAbsoluteUrl(node.url)) problems.push('Organization.url must be absolute');
    if (node.logo !== undefined && !isAbsoluteUrl(node.logo))
      problems.push('Organization.logo must be absolute');
    return problems;
  },
};

/** Problems of one JSON-LD block; an empty list means Google would take it. */
export function jsonLdProblems(block: unknown): string[] {
  const node = block as Node;
  if (node['@context'] !== 'https://schema.org') return ['@context must be https://schema.org'];
  const rule = RULES[String(node['@type'])];
  if (!rule) return [`no rule for @type ${String(node['@type'])}`];
  return rule(node);
}

/** The JSON-LD blocks of an HTML document, parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as unknown,
  );
}
