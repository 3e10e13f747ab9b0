import type { ResolvedProductTrayProps } from '../../config/generated/resolved.ts';
import { useText } from '../common/use-text.ts';
import { ProductTrayView } from './product-tray-view.tsx';

/**
 * A content module: a row of tiles from a category (its registry entry prefetches them, so they
 * are in the server HTML; a failed prefetch leaves the browser to fetch them).
 */
export default function ProductTray({
  title,
  categorySlug,
  limit,
  tileType,
}: ResolvedProductTrayProps) {
  const text = useText();
  return (
    <ProductTrayView
      title={text(title)}
      categorySlug={categorySlug}
      limit={limit}
      tileType={tileType}
    />
  );
}
