import { useTranslation } from '../../i18n/react.tsx';
import type { ResolvedPlaceholderPageProps } from '../../config/generated/resolved.ts';
import { routeTitleKey } from '../../routing/page-title.ts';

/**
 * A page of a later issue: its meta, guard, status and layout are real; its body is not yet. Its
 * heading is its route's title in the site's language (issue 13: it was the route name in English).
 */
export default function PlaceholderPage({ routeName, title }: ResolvedPlaceholderPageProps) {
  const { t } = useTranslation();
  return (
    <section className="sf-placeholder" aria-labelledby="sf-page-title">
      <h1 id="sf-page-title" className="sf-page-title">
        {title ?? t(routeTitleKey(routeName))}
      </h1>
    </section>
  );
}
