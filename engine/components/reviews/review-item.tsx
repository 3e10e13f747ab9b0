import type { Review } from '../../../schemas/api/generated/types.ts';
import { formatDate } from '../../i18n/format.ts';
import { orderedBadges } from '../../domain/reviews/review-badges.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { Stars } from './stars.tsx';

const FIT_KEYS: Readonly<Record<string, string>> = {
  'runs-small': 'reviews.fit.runsSmall',
  'true-to-size': 'reviews.fit.trueToSize',
  'runs-large': 'reviews.fit.runsLarge',
};

/** One review: its rating as text, title, reviewer, date, badges in display order, answers, media. */
export function ReviewItem({ review, locale }: { review: Review; locale: string }) {
  const { t } = useTranslation();
  const badges = orderedBadges(review.badges);
  const { fit, sizePurchased, sizeNormallyWorn } = review.contextData;
  const fitKey = fit ? FIT_KEYS[fit] : undefined;
  const headingId = `sf-review-${review.id}`;
  return (
    <article className="sf-review" aria-labelledby={headingId}>
      <Stars rating={review.rating} label={t('a11y.rating', { rating: String(review.rating) })} />
      <h3 id={headingId}>{review.title}</h3>
      <p className="sf-review__by">
        {t('reviews.by', { name: review.userNickname })}
        {review.userLocation ? `, ${review.userLocation}` : ''} ·{' '}
        <time dateTime={review.submissionTime}>{formatDate(review.submissionTime, locale)}</time>
      </p>
      {badges.length > 0 ? (
        <ul className="sf-review__badges">
          {badges.map((badge) => (
            <li key={badge}>{t(`reviews.badge.${badge}`)}</li>
          ))}
        </ul>
      ) : null}
      <p className="sf-review__text">{review.reviewText}</p>
      {fitKey || sizePurchased || sizeNormallyWorn ? (
        <dl className="sf-review__answers">
          {fitKey ? (
            <div>
              <dt className="sf-review__question">{t('reviews.form.fit')}</dt>
              <dd>{t(fitKey)}</dd>
            </div>
          ) : null}
          {sizeNormallyWorn ? (
            <div>
              <dt>{t('reviews.form.sizeNormallyWorn')}</dt>
              <dd>{sizeNormallyWorn}</dd>
            </div>
          ) : null}
          {sizePurchased ? (
            <div>
              <dt>{t('reviews.form.sizePurchased')}</dt>
              <dd>{sizePurchased}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {review.isRecommended ? (
        <p className="sf-review__recommends">{t('reviews.recommends')}</p>
      ) : null}
      {review.photos.length > 0 || review.videos.length > 0 ? (
        <ul className="sf-review__media">
          {review.photos.map((photo) => (
            <li key={photo.id}>
              <a href={photo.sizes.normal.url} target="_blank" rel="noreferrer">
                <img
                  src={photo.sizes.thumbnail.url}
                  alt={photo.caption || t('reviews.photoAlt', { name: review.userNickname })}
                  width={80}
                  height={80}
                  loading="lazy"
                />
                <span className="sf-visually-hidden"> {t('a11y.opensInNewWindow')}</span>
              </a>
            </li>
          ))}
          {review.videos.map((video) => (
            <li key={video.videoId}>
              <video
                src={video.url}
                controls
                preload="none"
                width={160}
                aria-label={t('reviews.videoLabel', { name: review.userNickname })}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
