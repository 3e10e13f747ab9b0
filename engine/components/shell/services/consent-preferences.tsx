import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { CONSENT_GROUPS } from '../../../domain/consent.ts';
import type { ConsentGroup } from '../../../domain/consent.ts';
import type { ConsentState } from './consent-state.ts';

const GROUP_KEY: Readonly<Record<ConsentGroup, string>> = {
  C0001: 'necessary',
  C0002: 'analytics',
  C0003: 'personalization',
  C0004: 'marketing',
};

/**
 * The consent preferences dialog (shell spec §4): accept all, reject all, or a toggle per group
 * (C0001, strictly necessary, always on). A modal <dialog>: the browser traps focus, Escape
 * closes it, and focus returns to what opened it.
 */
export default function ConsentPreferences({
  consent,
  onClose,
}: {
  consent: ConsentState;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [selected, setSelected] = useState<ReadonlySet<ConsentGroup>>(consent.granted);

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement as HTMLElement | null;
    if (element && !element.open) element.showModal();
    return () => opener?.focus();
  }, []);

  const save = (groups: Iterable<ConsentGroup>) => {
    consent.choose(groups);
    onClose();
  };
  const toggle = (group: ConsentGroup, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(group);
    else next.delete(group);
    setSelected(next);
  };

  return (
    <dialog
      ref={dialog}
      className="sf-consent-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={onClose}
    >
      <div className="sf-consent-dialog__head">
        <h2 id={titleId}>{t('banners.consent.preferencesTitle')}</h2>
        <button
          type="button"
          className="sf-consent-dialog__close"
          aria-label={t('banners.consent.close')}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <p>{t('banners.consent.preferencesText')}</p>
      <ul className="sf-consent-dialog__groups">
        {CONSENT_GROUPS.map((group) => {
          const key = GROUP_KEY[group];
          const necessary = group === 'C0001';
          return (
            <li key={group}>
              <label className="sf-consent-dialog__group">
                <input
                  type="checkbox"
                  role="switch"
                  checked={necessary || selected.has(group)}
                  disabled={necessary}
                  aria-describedby={`${titleId}-${group}`}
                  onChange={(event) => toggle(group, event.currentTarget.checked)}
                />
                <span className="sf-consent-dialog__name">{t(`banners.consent.${key}`)}</span>
              </label>
              <p id={`${titleId}-${group}`} className="sf-consent-dialog__desc">
                {t(`banners.consent.${key}Text`)}
              </p>
            </li>
          );
        })}
      </ul>
      <div className="sf-consent__actions">
        <button type="button" className="sf-button sf-button--secondary" onClick={() => save([])}>
          {t('banners.consent.rejectAll')}
        </button>
        <button
          type="button"
          className="sf-button sf-button--secondary"
          onClick={() => save(selected)}
        >
          {t('banners.consent.save')}
        </button>
        <button type="button" className="sf-button" onClick={() => save(CONSENT_GROUPS)}>
          {t('banners.consent.acceptAll')}
        </button>
      </div>
    </dialog>
  );
}
