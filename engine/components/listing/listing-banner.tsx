import type { ResolvedListingBannerProps } from '../../config/generated/resolved.ts';
import { SiteLink } from '../common/site-link.tsx';
import { useText } from '../common/use-text.ts';

/**
 * The 2x1 banner tile of a category's listing (issue 11): a merchandiser's message two tiles wide
 * with its call to action, from the category's content page (routing/listing-page.ts
 * categoryBanner). Registered as ListingBanner, so a brand may replace it.
 */
export default function ListingBanner({
  eyebrow,
  headline,
  body,
  image,
  imageWidth,
  imageHeight,
  imageAlt,
  ctaLabel,
  ctaUrl,
}: ResolvedListingBannerProps) {
  const text = useText();
  return (
    <div className="sf-grid-banner">
      {image ? (
        <img
          className="sf-grid-banner__image"
          src={image}
          alt={text(imageAlt)}
          width={imageWidth}
          height={imageHeight}
          loading="lazy"
        />
      ) : null}
      <div className="sf-grid-banner__copy">
        {eyebrow ? <p className="sf-grid-banner__eyebrow">{text(eyebrow)}</p> : null}
        <h2 className="sf-grid-banner__headline">{text(headline)}</h2>
        {body ? <p className="sf-grid-banner__body">{text(body)}</p> : null}
        <SiteLink className="sf-button sf-grid-banner__cta" to={ctaUrl}>
          {text(ctaLabel)}
        </SiteLink>
      </div>
    </div>
  );
}
