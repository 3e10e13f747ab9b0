import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useReviewStrings } from '../reviews/use-review-strings.ts';
import { Registered } from '../../registry/registered.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { pageQuery } from '../../routing/page-queries.ts';
import { sizeGuidePageSlug } from '../../domain/catalogue/size-guide.ts';

/**
 * The size guide as a modal dialog (issue 11; catalogue spec §3 sizeGuide, §7 size guide content
 * by slug): the brand's content page for the product's size guide (its charts and how to measure),
 * loaded when the shopper first opens it. The native <dialog> keeps the focus inside, closes on
 * Escape and gives the focus back to the "Size guide" button.
 */
export default function SizeGuideDialog({
  guide,
  onClose,
}: {
  readonly guide: string;
  readonly onClose: () => void;
}) {
  const env = useAppEnv();
  useReviewStrings();
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const slug = sizeGuidePageSlug(guide);
  const { data, isError } = useQuery({
    ...pageQuery(env, slug ?? ''),
    enabled: slug !== undefined,
    retry: false,
  });
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const modules = (data?.items[0]?.fields.modules ?? []) as readonly {
    readonly component: string;
    readonly props?: Readonly<Record<string, unknown>>;
  }[];
  return (
    <dialog
      ref={dialog}
      className="sf-dialog sf-size-guide"
      aria-labelledby="sf-size-guide-title"
      onClose={onClose}
    >
      <div className="sf-dialog__header">
        <h2 id="sf-size-guide-title">{t('catalogueMore.sizeGuideTitle')}</h2>
        <button type="button" className="sf-dialog__close" onClick={() => dialog.current?.close()}>
          {t('common.close')}
        </button>
      </div>
      <div className="sf-size-guide__body" aria-live="polite">
        {modules.length > 0 ? (
          modules.map((module, index) => (
            <Registered key={index} name={module.component} props={module.props} />
          ))
        ) : isError || !slug ? (
          <p>{t('catalogueMore.sizeGuideMissing')}</p>
        ) : (
          <p>{t('common.loading')}</p>
        )}
      </div>
    </dialog>
  );
}
