import type { ResolvedCategoryGridProps } from '../../config/generated/resolved.ts';
import { SiteLink } from './site-link.tsx';
import { useText } from './use-text.ts';

/** Category cards: an image and a label each, in a responsive grid. */
export default function CategoryGrid({ title, items }: ResolvedCategoryGridProps) {
  const text = useText();
  return (
    <section className="sf-category-grid" aria-label={title ? text(title) : undefined}>
      {title ? <h2>{text(title)}</h2> : null}
      <ul className="sf-category-grid__list">
        {items.map((item) => (
          <li key={item.url}>
            <SiteLink to={item.url} className="sf-category-grid__card">
              <img src={item.image} alt="" width={400} height={500} loading="lazy" />
              <span>{text(item.label)}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
