import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ProductTile } from '../../components/content/product-tile.tsx';
import { useAppEnv } from '../env.tsx';
import { listingQuery } from '../loaders.ts';

/** A minimal category listing (the catalogue issue brings refinements, sorting and paging). */
export default function ListingPage({ slug }: { slug: string }) {
  const env = useAppEnv();
  const [search] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const { data } = useQuery(listingQuery(env.api, slug, page));
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
