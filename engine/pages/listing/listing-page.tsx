import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ProductTile } from '../../components/product/product-tile.tsx';
import type { ResolvedListingPageProps } from '../../config/generated/resolved.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { listingPage } from '../../routing/listing-page.ts';
import { listingQuery } from '../../routing/page-queries.ts';

/** A category listing (the catalogue issue brings refinements, sorting and paging controls). */
export default function ListingPage({ slug }: ResolvedListingPageProps) {
  const env = useAppEnv();
  const [search] = useSearchParams();
  const { data } = useQuery(listingQuery(env, slug, listingPage(search)));
  if (!data) return null;
  return (
    <section className="sf-listing" aria-labelledby="sf-listing-title">
      <h1 id="sf-listing-title" className="sf-page-title">
        {data.category.displayName}
      </h1>
      <ul className="sf-tiles">
        {data.records.map((tile) => (
          <li key={tile.productId}>
            <ProductTile tile={tile} />
          </li>
        ))}
      </ul>
    </section>
  );
}
