import type { ResolvedHeroProps } from '../../config/generated/resolved.ts';
import { useText } from './use-text.ts';
import { SiteLink } from './site-link.tsx';

/** A full-width image with a headline and an optional call to action. */
export default function Hero({
  headline,
  subhead,
  image,
  imageAlt,
  ctaLabel,
  ctaUrl,
}: ResolvedHeroProps) {
  const text = useText();
  return (
    <section className="sf-hero" aria-label={text(headline)}>
      <img className="sf-hero__image" src={image} alt={text(imageAlt)} width={1600} height={640} />
      <div className="sf-hero__copy">
        <h2 className="sf-hero__headline">{text(headline)}</h2>
        {subhead ? <p className="sf-hero__subhead">{text(subhead)}</p> : null}
        {ctaLabel && ctaUrl ? (
          <SiteLink className="sf-button" to={ctaUrl}>
            {text(ctaLabel)}
          </SiteLink>
        ) : null}
      </div>
    </section>
  );
}
