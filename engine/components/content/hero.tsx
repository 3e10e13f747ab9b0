import type { ResolvedHeroProps } from '../../config/generated/resolved.ts';
import { useText } from '../common/use-text.ts';
import { SiteLink } from '../common/site-link.tsx';

/** The schema's defaults (schemas/components/Hero.schema.json); module props are not filled. */
export const HERO_IMAGE_SIZE = { width: 1600, height: 640 } as const;

/**
 * A full-width image with a headline and an optional call to action. The image's width and height
 * give its box an aspect ratio before it loads, so nothing moves when it arrives (issue 4 §7). It
 * is the page's largest image where it stands, so it is fetched at high priority, preloaded from
 * the head (issue 9: Lighthouse LCP, 'fetchpriority=high should be applied').
 */
export default function Hero({
  headline,
  subhead,
  image,
  imageAlt,
  imageWidth = HERO_IMAGE_SIZE.width,
  imageHeight = HERO_IMAGE_SIZE.height,
  ctaLabel,
  ctaUrl,
}: Partial<Pick<ResolvedHeroProps, 'imageWidth' | 'imageHeight'>> &
  Omit<ResolvedHeroProps, 'imageWidth' | 'imageHeight'>) {
  const text = useText();
  return (
    <section className="sf-hero" aria-label={text(headline)}>
      <img
        className="sf-hero__image"
        src={image}
        alt={text(imageAlt)}
        width={imageWidth}
        height={imageHeight}
        fetchPriority="high"
      />
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
