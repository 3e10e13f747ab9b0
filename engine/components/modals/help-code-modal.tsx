import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callAsGuest } from '../../api/call-as-guest.ts';
import { createHelpCode } from '../../api/calls/forms.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { ModalFrame } from './modal-frame.tsx';
import type { ModalBodyProps } from './modal-body.ts';

/** The API keeps the page's path (no query or hash, which may hold what is not ours to keep). */
const MAX_PAGE = 300;

/**
 * #help-code (shell spec §2.4): a code the shopper reads to customer service. The API makes it
 * and keeps it with the shopper's session and page for a day, so the agent on the phone can look
 * the shopper up by it (issue 13). A failure says so and offers to try again.
 */
export default function HelpCodeModal({ onClose }: ModalBodyProps) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const [copied, setCopied] = useState(false);
  const request = useMutation({
    mutationFn: () =>
      callAsGuest(api, createHelpCode, { page: location.pathname.slice(0, MAX_PAGE) }),
  });
  const { mutate } = request;
  useEffect(() => mutate(), [mutate]);
  const code = request.data?.code;
  return (
    <ModalFrame title={t('modal.helpCode')} onClose={onClose}>
      <p className="sf-modal__intro">{t('helpCode.body')}</p>
      {code ? (
        <>
          <p className="sf-modal__code" aria-label={t('modals.helpCode.label', { code })}>
            {code}
          </p>
          <p className="sf-modal__aside">{t('modals.helpCode.lasts')}</p>
          <button
            type="button"
            className="sf-button"
            onClick={() => {
              void navigator.clipboard?.writeText(code).then(() => setCopied(true));
            }}
          >
            {t('modals.helpCode.copy')}
          </button>
        </>
      ) : request.isError ? (
        <>
          <p className="sf-error" role="alert">
            {t('modals.helpCode.failed')}
          </p>
          <button type="button" className="sf-button" onClick={() => mutate()}>
            {t('modals.helpCode.retry')}
          </button>
        </>
      ) : (
        <p className="sf-modal__aside" aria-busy="true">
          {t('modals.helpCode.loading')}
        </p>
      )}
      <p role="status" className="sf-modal__aside">
        {copied ? t('modals.helpCode.copied') : ''}
      </p>
    </ModalFrame>
  );
}
