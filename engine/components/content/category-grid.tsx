import type { ResolvedCategoryGridProps } from '../../config/generated/resolved.ts';
import { SiteLink } from '../common/site-link.tsx';
import { useText } from '../common/use-text.ts';

/** The schema's defaults (schemas/components/CategoryGrid.schema.json); module props are not filled. */
export const CATEGORY_IMAGE_SIZE = { width: 400, height: 500 } as const;

/**
 * Category cards: an image and a label each, in a responsive grid. Every image carries the grid's
 * width and height, so each card keeps its box while images load (issue 4 §7).
 */
export default function CategoryGrid({
  title,
  items,
  imageWidth = CATEGORY_IMAGE_SIZE.width,
  imageHeight = CATEGORY_IMAGE_SIZE.height,
}: Partial<Pick<ResolvedCategoryGridProps, 'imageWidth' | 'imageHeight'>> &
  Omit<ResolvedCategoryGridProps, 'imageWidth' | 'imageHeight'>) {
  const text = useText();
  return (
    <section className="sf-category-grid" aria-label={title ? text(title) : undefined}>
      {title ? <h2>{text(title)}</h2> : null}
      <ul className="sf-category-grid__list">
        {items.map((item) => (
          <li key={item.url}>
            <SiteLink to={item.url} className="sf-category-grid__card">
              <img src={item.image} alt="" width={imageWidth} height={imageHeight} loading="lazy" />
              <span>{text(item.label)}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
