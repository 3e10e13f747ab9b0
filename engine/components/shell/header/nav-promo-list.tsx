import type { NavPromo } from '../../../domain/header/nav-promos.ts';
import { SiteLink } from '../../common/site-link.tsx';

/**
 * A top-level item's personalised promos (shell spec §7 "reads superNavPromo items ... promos
 * filtered by site and country"): an image and a headline per promo, each a link. The desktop
 * mega-menu shows them beside the item's columns, the phone's drawer under the item's links.
 */
export function NavPromoList({
  promos,
  className,
}: {
  promos: readonly NavPromo[];
  className: string;
}) {
  if (promos.length === 0) return null;
  return (
    <ul className={className}>
      {promos.map((promo) => (
        <li key={promo.id} data-promo={promo.id}>
          <SiteLink to={promo.linkPath} className="sf-nav-promo">
            {promo.imageUrl ? (
              <img
                src={promo.imageUrl}
                alt={promo.imageAlt ?? ''}
                width={240}
                height={160}
                loading="lazy"
              />
            ) : null}
            <span>{promo.headline}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
