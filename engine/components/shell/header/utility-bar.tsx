import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { SiteLink } from '../../common/site-link.tsx';
import { useText } from '../../common/use-text.ts';
import { useSession } from '../route-state.ts';

/** The brand's utility links; stylists and call-centre agents do not see some (shell spec §6). */
export function UtilityBar() {
  const { brand } = useAppEnv();
  const session = useSession();
  const text = useText();
  const roles = new Set(
    session.scopes.map((scope) => (scope === 'call-centre' ? 'callCentre' : scope)),
  );
  const links = brand.content.header.utilityLinks.filter(
    (link) => !link.hiddenForRoles.some((role) => roles.has(role)),
  );
  if (links.length === 0) return null;
  return (
    <ul className="sf-utility" aria-label="Utility">
      {links.map((link) => (
        <li key={link.url}>
          <SiteLink to={link.url} newWindow={link.external}>
            {text(link.displayName)}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
