import { useTranslation } from '../../../i18n/react.tsx';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { SiteLink } from '../../common/site-link.tsx';

/** The logo links to the root with ref=logo (shell spec §2.3); the home page makes it the h1. */
export function Logo({ asH1 }: { asH1: boolean }) {
  const { brand } = useAppEnv();
  const { t } = useTranslation();
  const name = brand.settings.theme.logo?.text ?? brand.settings.name;
  const link = (
    <SiteLink to="/?ref=logo" className="sf-logo__link">
      <span aria-hidden="true">{name}</span>
      <span className="sf-visually-hidden">
        {t('header.logoHome', { brand: brand.settings.name })}
      </span>
    </SiteLink>
  );
  return asH1 ? <h1 className="sf-logo">{link}</h1> : <div className="sf-logo">{link}</div>;
}
