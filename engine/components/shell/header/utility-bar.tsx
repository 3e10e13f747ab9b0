import { useTranslation } from '../../../i18n/react.tsx';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { SiteLink } from '../../common/site-link.tsx';
import { useText } from '../../common/use-text.ts';
import { useSession } from '../route-state.ts';

/**
 * The brand's utility links, each with its named icon (shell spec §3.3 brand utility link; raw SVG
 * from content is never rendered); stylists and call-centre agents do not see some (§6).
 */
export function UtilityBar() {
  const { brand } = useAppEnv();
  const session = useSession();
  const { t } = useTranslation();
  const text = useText();
  const roles = new Set(
    session.scopes.map((scope) => (scope === 'call-centre' ? 'callCentre' : scope)),
  );
  const links = brand.content.header.utilityLinks.filter(
    (link) => !link.hiddenForRoles.some((role) => roles.has(role)),
  );
  if (links.length === 0) return null;
  return (
    <ul className="sf-utility" aria-label={t('header.utility')}>
      {links.map((link) => (
        <li key={link.url}>
          <SiteLink to={link.url} newWindow={link.external} className="sf-utility__link">
            {link.icon ? (
              <span className={`sf-glyph sf-glyph--${link.icon}`} aria-hidden="true" />
            ) : null}
            {text(link.displayName)}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
