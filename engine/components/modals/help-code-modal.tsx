import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ModalFrame } from './modal-frame.tsx';
import type { ModalBodyProps } from './modal-body.ts';

/** Eight characters without the look-alikes (0/O, 1/I/L), read aloud over the phone. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newHelpCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const code = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * #help-code (shell spec §2.4): a code the shopper reads to customer service. The spec shows no
 * call for it, so it is made here and not yet recorded anywhere (issue 13 report).
 */
export default function HelpCodeModal({ onClose }: ModalBodyProps) {
  const { t } = useTranslation();
  const [code] = useState(newHelpCode);
  const [copied, setCopied] = useState(false);
  return (
    <ModalFrame title={t('modal.helpCode')} onClose={onClose}>
      <p className="sf-modal__intro">{t('helpCode.body')}</p>
      <p className="sf-modal__code" aria-label={t('modals.helpCode.label', { code })}>
        {code}
      </p>
      <button
        type="button"
        className="sf-button"
        onClick={() => {
          void navigator.clipboard?.writeText(code).then(() => setCopied(true));
        }}
      >
        {t('modals.helpCode.copy')}
      </button>
      <p role="status" className="sf-modal__aside">
        {copied ? t('modals.helpCode.copied') : ''}
      </p>
    </ModalFrame>
  );
}
