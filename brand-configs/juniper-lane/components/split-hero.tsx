import { SiteLink } from '../../../engine/components/common/site-link.tsx';
import { useText } from '../../../engine/components/common/use-text.ts';
import type { ResolvedHeroProps } from '../../../engine/config/generated/resolved.ts';
import './split-hero.css';

/**
 * Juniper Lane's hero: the copy on a panel beside the image instead of over it (stacked on a
 * phone). It replaces the engine's Hero for this brand only (brand.json components.replace), so it
 * takes exactly Hero's props: a change to Hero's props schema that this module does not follow
 * fails `npm run typecheck` (tests/types/brand-modules.generated.ts).
 */
export default function SplitHero({
  headline,
  subhead,
  image,
  imageAlt,
  imageWidth,
  imageHeight,
  ctaLabel,
  ctaUrl,
}: ResolvedHeroProps) {
  const text = useText();
  return (
    <section className="sf-hero jl-split-hero" aria-label={text(headline)}>
      <img
        className="jl-split-hero__image"
        src={image}
        alt={text(imageAlt)}
        width={imageWidth}
        height={imageHeight}
      />
      <div className="jl-split-hero__panel">
        <h2 className="jl-split-hero__headline">{text(headline)}</h2>
        {subhead ? <p>{text(subhead)}</p> : null}
        {ctaLabel && ctaUrl ? (
          <SiteLink className="sf-button" to={ctaUrl}>
            {text(ctaLabel)}
          </SiteLink>
        ) : null}
      </div>
    </section>
  );
}
