import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { callApi, isApiRequestError } from '../../api/index.ts';
import {
  deleteReviewMedia,
  getReviewFormFields,
  submitReview,
  uploadReviewPhoto,
  uploadReviewVideo,
} from '../../api/calls/reviews.ts';
import { useApiMutation, useApiQuery } from '../../api/api-hooks.ts';
import type { ReviewSubmitRequest } from '../../../schemas/api/generated/types.ts';
import {
  checkReviewForm,
  initialValues,
  isUpload,
  lengthOf,
  maxLengthOf,
  problemsFromApi,
  reviewSubmission,
} from '../../domain/reviews/review-form.ts';
import type {
  FieldProblem,
  FieldTemplate,
  FormProblems,
} from '../../domain/reviews/review-form.ts';
import { acceptedOf, checkMediaFiles, megabytes } from '../../domain/reviews/review-media.ts';
import type { MediaKind, MediaLimits, MediaProblem } from '../../domain/reviews/review-media.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useReviewStrings } from './use-review-strings.ts';
import './reviews.css';

/** The engine's label of each known field (catalogue spec §3); another keeps the template's. */
const LABEL_KEYS: Readonly<Record<string, string>> = {
  rating: 'reviews.form.rating',
  reviewTitle: 'reviews.form.title',
  reviewText: 'reviews.form.text',
  userNickname: 'reviews.form.nickname',
  email: 'reviews.form.email',
  userLocation: 'reviews.form.location',
  sizeNormallyWorn: 'reviews.form.sizeNormallyWorn',
  sizePurchased: 'reviews.form.sizePurchased',
  fit: 'reviews.form.fit',
  isRecommended: 'reviews.form.recommend',
  heightFeet: 'reviews.form.heightFeet',
  heightInches: 'reviews.form.heightInches',
};

const OPTION_KEYS: Readonly<Record<string, string>> = {
  'runs-small': 'reviews.fit.runsSmall',
  'true-to-size': 'reviews.fit.trueToSize',
  'runs-large': 'reviews.fit.runsLarge',
  true: 'reviews.form.yes',
  false: 'reviews.form.no',
};

const AUTOCOMPLETE: Readonly<Record<string, string>> = { email: 'email', userNickname: 'nickname' };

interface HeldMedia {
  readonly id: string;
  readonly name: string;
  readonly kind: MediaKind;
}

export interface ReviewFormProps {
  readonly productId: string;
  readonly merchandiseClass: string | undefined;
  readonly productName: string;
  readonly onClose: () => void;
}

/**
 * Write a review (catalogue spec §6: a modal after login): the fields of the API's templates with
 * their rules checked before sending (§5), photos and a video checked in the browser before a
 * byte is uploaded (type, size, count; each refusal names the file and the limit), the API's
 * errors at their fields, and nothing typed lost on an error. Loaded on first use.
 */
export default function ReviewForm({
  productId,
  merchandiseClass,
  productName,
  onClose,
}: ReviewFormProps) {
  useReviewStrings();
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = useId();
  const fields = useApiQuery(getReviewFormFields, { productId, merchandiseClass });
  const [done, setDone] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="sf-review-form"
      // Named with its product in one localized phrase: a visually hidden suffix in the heading
      // came out as "Write a Review : …" in Chromium's reckoning.
      {...(productName
        ? { 'aria-label': t('reviews.form.titleFor', { product: productName }) }
        : { 'aria-labelledby': `${ids}-title` })}
      onClose={onClose}
    >
      <div className="sf-review-form__head">
        <h2 id={`${ids}-title`}>{t('reviews.summary.writeReview')}</h2>
        <button type="button" onClick={() => dialog.current?.close()}>
          {t('reviews.form.close')}
        </button>
      </div>
      {done ? (
        <p role="status">{t('reviews.submitted')}</p>
      ) : fields.data ? (
        <ReviewFields
          templates={fields.data.fields}
          productId={productId}
          merchandiseClass={fields.data.merchandiseClass ?? merchandiseClass ?? ''}
          onDone={() => setDone(true)}
        />
      ) : fields.isError ? (
        <p role="alert">
          {t('reviews.loadFailed')}{' '}
          <button type="button" onClick={() => void fields.refetch()}>
            {t('reviews.tryAgain')}
          </button>
        </p>
      ) : (
        <p role="status">{t('reviews.summary.loading')}</p>
      )}
    </dialog>
  );
}

function ReviewFields({
  templates,
  productId,
  merchandiseClass,
  onDone,
}: {
  templates: readonly FieldTemplate[];
  productId: string;
  merchandiseClass: string;
  onDone: () => void;
}) {
  const { api, site } = useAppEnv();
  const { t } = useTranslation();
  const ids = useId();
  const submit = useApiMutation(submitReview);
  const [values, setValues] = useState<Record<string, string>>(() => initialValues(templates));
  const [media, setMedia] = useState<readonly HeldMedia[]>([]);
  const [problems, setProblems] = useState<FormProblems>({});
  const [mediaProblems, setMediaProblems] = useState<readonly string[]>([]);
  const [formError, setFormError] = useState<string | undefined>();
  const [uploading, setUploading] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const idOf = (template: FieldTemplate) => `${ids}-${template.Id}`;
  const labelOf = (template: FieldTemplate) =>
    LABEL_KEYS[template.Id] ? t(LABEL_KEYS[template.Id]!) : template.Label;
  const photoTemplate = templates.find((template) => template.Type === 'PhotoUpload');
  const videoTemplate = templates.find((template) => template.Type === 'VideoUpload');
  const limits: MediaLimits = {
    ...site.limits.reviews,
    maxImages: photoTemplate ? (photoTemplate.MaxLength ?? site.limits.reviews.maxImages) : 0,
    maxVideos: videoTemplate ? (videoTemplate.MaxLength ?? site.limits.reviews.maxVideos) : 0,
  };
  const mediaIds = {
    photos: media.filter((held) => held.kind === 'image').map((held) => held.id),
    videos: media.filter((held) => held.kind === 'video').map((held) => held.id),
  };

  const problemText = (template: FieldTemplate, problem: FieldProblem): string => {
    const field = labelOf(template);
    switch (problem.code) {
      case 'required':
        return t('reviews.error.required', { field });
      case 'minLength':
        return t('reviews.error.minLength', { field, min: problem.min });
      case 'maxLength':
        return t('reviews.error.maxLength', { field, max: problem.max });
      case 'option':
        return t('reviews.error.option', { field });
      case 'email':
        return t('reviews.error.email');
      case 'maxItems':
        return t('reviews.error.maxItems', { field: t('reviews.form.addMedia'), max: problem.max });
      case 'server':
        return problem.message;
    }
  };

  const mediaProblemText = (problem: MediaProblem): string => {
    switch (problem.code) {
      case 'type':
        return t('reviews.media.type', { file: problem.file, types: problem.accepted.join(', ') });
      case 'empty':
        return t('reviews.media.empty', { file: problem.file });
      case 'size':
        return t('reviews.media.size', { file: problem.file, limit: megabytes(problem.maxBytes) });
      case 'count':
        return t('reviews.media.count', {
          file: problem.file,
          max: problem.max,
          kind: t(problem.kind === 'image' ? 'reviews.media.photos' : 'reviews.media.video'),
        });
    }
  };

  const set = (id: string, value: string) => {
    setValues((current) => ({ ...current, [id]: value }));
    setFormError(undefined);
    if (problems[id]) {
      setProblems((current) => {
        const { [id]: _fixed, ...rest } = current;
        return rest;
      });
    }
  };

  const focusFirst = (found: FormProblems) => {
    const first = templates.find((template) => found[template.Id]);
    if (first) document.getElementById(isUpload(first) ? `${ids}-media` : idOf(first))?.focus();
  };

  const addFiles = async (files: File[]) => {
    const held = {
      image: mediaIds.photos.length,
      video: mediaIds.videos.length,
    };
    const checked = checkMediaFiles(files, held, limits);
    const refusals = checked.problems.map(mediaProblemText);
    setMediaProblems(refusals);
    for (const { file, kind } of checked.accepted) {
      setUploading(file.name);
      try {
        const uploaded = await callApi(
          api,
          kind === 'image' ? uploadReviewPhoto : uploadReviewVideo,
          { productId, merchandiseClass, file, fileName: file.name },
        );
        setMedia((current) => [...current, { id: uploaded.id, name: file.name, kind }]);
      } catch (error) {
        refusals.push(
          t('reviews.media.uploadFailed', {
            file: file.name,
            reason: error instanceof Error ? error.message : String(error),
          }),
        );
        setMediaProblems([...refusals]);
      }
    }
    setUploading(undefined);
  };

  const remove = (held: HeldMedia) => {
    setMedia((current) => current.filter((entry) => entry.id !== held.id));
    // Frees the place on the server; a failure leaves a file no review takes, which expires.
    callApi(api, deleteReviewMedia, { mediaId: held.id }).catch(() => undefined);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || uploading) return;
    setFormError(undefined);
    const found = checkReviewForm(templates, values, mediaIds);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setFormError(t('reviews.form.fixErrors'));
      focusFirst(found);
      return;
    }
    setBusy(true);
    try {
      const body = reviewSubmission(templates, values, mediaIds) as ReviewSubmitRequest;
      await submit.mutateAsync({ ...body, merchandiseClass, productId });
      onDone();
    } catch (error) {
      // Nothing typed is cleared: the values stay in state whatever went wrong.
      if (isApiRequestError(error) && error.fieldErrors && error.fieldErrors.length > 0) {
        const fromApi = problemsFromApi(templates, error.fieldErrors);
        setProblems(fromApi);
        setFormError(
          fromApi.form?.code === 'server' ? fromApi.form.message : t('reviews.form.fixErrors'),
        );
        focusFirst(fromApi);
      } else if (isApiRequestError(error) && error.status >= 400 && error.status < 500) {
        setFormError(error.message);
      } else {
        setFormError(t('reviews.form.failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  const describedBy = (template: FieldTemplate, extra?: string) =>
    [problems[template.Id] ? `${idOf(template)}-error` : '', extra ?? '']
      .filter(Boolean)
      .join(' ') || undefined;

  const errorOf = (template: FieldTemplate) => {
    const problem = problems[template.Id];
    return problem ? (
      <p id={`${idOf(template)}-error`} className="sf-error">
        {problemText(template, problem)}
      </p>
    ) : null;
  };

  const accept = [...acceptedOf('image', limits), ...acceptedOf('video', limits)]
    .filter((type) =>
      acceptedOf('image', limits).includes(type) ? limits.maxImages > 0 : limits.maxVideos > 0,
    )
    .map((type) => `.${type}`)
    .join(',');

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-describedby={`${ids}-note`}>
      <p id={`${ids}-note`} className="sf-review-form__hint">
        {t('reviews.form.requiredNote')}
      </p>
      {formError ? (
        <p role="alert" className="sf-error">
          {formError}
        </p>
      ) : null}
      {templates.map((template) => {
        if (isUpload(template)) return null;
        const id = idOf(template);
        const label = `${labelOf(template)}${template.Required ? ' *' : ''}`;
        const value = values[template.Id] ?? '';
        const invalid = problems[template.Id] ? true : undefined;
        if (template.Type === 'RatingInput' || template.Type === 'BooleanInput') {
          return (
            <fieldset key={template.Id}>
              <legend>{label}</legend>
              {(template.Options ?? []).map((option, index) => (
                <label key={String(option.Value)}>
                  <input
                    type="radio"
                    id={index === 0 ? id : undefined}
                    name={id}
                    value={String(option.Value)}
                    checked={value === String(option.Value)}
                    required={template.Required}
                    aria-invalid={invalid}
                    aria-describedby={describedBy(template)}
                    onChange={() => set(template.Id, String(option.Value))}
                  />
                  {template.Type === 'RatingInput'
                    ? t('reviews.stars', { count: Number(option.Value) })
                    : OPTION_KEYS[String(option.Value)]
                      ? t(OPTION_KEYS[String(option.Value)]!)
                      : option.Label}
                </label>
              ))}
              {errorOf(template)}
            </fieldset>
          );
        }
        if (template.Options) {
          return (
            <div key={template.Id} className="sf-field">
              <label htmlFor={id}>{label}</label>
              <select
                id={id}
                value={value}
                required={template.Required}
                aria-invalid={invalid}
                aria-describedby={describedBy(template)}
                onChange={(event) => set(template.Id, event.target.value)}
              >
                <option value="">{t('reviews.form.choose')}</option>
                {template.Options.map((option) => (
                  <option key={String(option.Value)} value={String(option.Value)}>
                    {OPTION_KEYS[String(option.Value)]
                      ? t(OPTION_KEYS[String(option.Value)]!)
                      : option.Label}
                  </option>
                ))}
              </select>
              {errorOf(template)}
            </div>
          );
        }
        const max = maxLengthOf(template);
        if (template.Type === 'TextArea') {
          return (
            <div key={template.Id} className="sf-field">
              <label htmlFor={id}>{label}</label>
              <textarea
                id={id}
                value={value}
                required={template.Required}
                aria-invalid={invalid}
                aria-describedby={describedBy(template, max !== null ? `${id}-count` : undefined)}
                onChange={(event) => set(template.Id, event.target.value)}
              />
              {max !== null ? (
                <p id={`${id}-count`} className="sf-review-form__hint">
                  {t('reviews.form.characters', { count: lengthOf(value), max })}
                </p>
              ) : null}
              {errorOf(template)}
            </div>
          );
        }
        return (
          <div key={template.Id} className="sf-field">
            <label htmlFor={id}>{label}</label>
            <input
              id={id}
              type={template.Type === 'Email' ? 'email' : 'text'}
              value={value}
              required={template.Required}
              autoComplete={AUTOCOMPLETE[template.Id]}
              aria-invalid={invalid}
              aria-describedby={describedBy(template)}
              onChange={(event) => set(template.Id, event.target.value)}
            />
            {errorOf(template)}
          </div>
        );
      })}
      {limits.maxImages > 0 || limits.maxVideos > 0 ? (
        <div className="sf-field">
          <label htmlFor={`${ids}-media`}>{t('reviews.form.addMedia')}</label>
          <p id={`${ids}-media-hint`} className="sf-review-form__hint">
            {t('reviews.form.mediaHint', {
              maxImages: limits.maxImages,
              imageSize: megabytes(limits.maxImageBytes),
              videoSize: megabytes(limits.maxVideoBytes),
            })}
          </p>
          <input
            id={`${ids}-media`}
            type="file"
            multiple
            accept={accept}
            aria-describedby={[
              `${ids}-media-hint`,
              mediaProblems.length > 0 || problems.photoUpload || problems.videoUpload
                ? `${ids}-media-error`
                : '',
            ]
              .filter(Boolean)
              .join(' ')}
            aria-invalid={mediaProblems.length > 0 ? true : undefined}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void addFiles(files);
            }}
          />
          {uploading ? (
            <p role="status" className="sf-review-form__hint">
              {t('reviews.form.uploading', { file: uploading })}
            </p>
          ) : null}
          {mediaProblems.length > 0 || problems.photoUpload || problems.videoUpload ? (
            <div id={`${ids}-media-error`} role="alert" className="sf-error">
              {mediaProblems.map((text) => (
                <p key={text}>{text}</p>
              ))}
              {[photoTemplate, videoTemplate].map((template) =>
                template && problems[template.Id] ? (
                  <p key={template.Id}>{problemText(template, problems[template.Id]!)}</p>
                ) : null,
              )}
            </div>
          ) : null}
          {media.length > 0 ? (
            <ul className="sf-review-form__files">
              {media.map((held) => (
                <li key={held.id}>
                  <span>{held.name}</span>
                  <button type="button" onClick={() => remove(held)}>
                    {t('reviews.form.remove', { file: held.name })}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <button type="submit" className="sf-button" disabled={busy || !!uploading}>
        {busy ? t('reviews.form.sending') : t('reviews.form.submit')}
      </button>
    </form>
  );
}
