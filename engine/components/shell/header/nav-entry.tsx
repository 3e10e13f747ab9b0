import type { NavItemLike, NavRules } from '../../../domain/header/navigation.ts';
import { SiteLink } from '../../common/site-link.tsx';

/** An API navigation node: its display name is already in the shopper's language. */
export type NavNode = NavItemLike & {
  readonly displayName?: string;
  readonly navigationItems?: readonly NavNode[];
};

/**
 * One navigation entry by its type code (shell spec §3.3): a link, a heading (HEADING, or an item
 * with nowhere to go), or nothing (NO_NAV, a URL that is not safe); displayAsSale styles it as a
 * sale link.
 */
export function NavEntry({
  item,
  rules,
  className,
}: {
  item: NavNode;
  rules: NavRules;
  className?: string;
}) {
  const target = rules.navTarget(item);
  const name = item.displayName ?? '';
  if (target.kind === 'hidden') return null;
  if (target.kind === 'heading') {
    return <h3 className="sf-nav__heading">{name}</h3>;
  }
  const sale = item.navigationDisplayPreferences?.displayAsSale ? ' sf-nav__link--sale' : '';
  return (
    <SiteLink
      to={target.href}
      newWindow={target.newWindow}
      className={`${className ?? 'sf-nav__link'}${sale}`}
    >
      {name}
    </SiteLink>
  );
}
