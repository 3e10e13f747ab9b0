import { useEffect, useState } from 'react';
import { useHref } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { useSitePath } from '../common/site-link.tsx';
import { useAnnounce } from '../shell/announcer/announcer.tsx';

/**
 * Share a list by its link: the page's own address (origin and path only: no query or hash the
 * shopper arrived with travels on), shown in a read-only field and copied with the Clipboard API.
 * The copy is confirmed on screen and through the announcer; where the browser refuses, the field
 * is selected for the shopper to copy. A wish list shares the page it is on; a registry's owner
 * area shares the registry's own page (`to`, a path on the site), with the registry's strings.
 */
export function ShareLink({
  listName,
  to,
  group = 'wishlist',
}: {
  listName: string;
  to?: string;
  group?: 'wishlist' | 'registry';
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const sitePath = useSitePath();
  const target = useHref(sitePath(to ?? '/'));
  const [link, setLink] = useState('');
  const [copied, setCopied] = useState<'copied' | 'manual' | undefined>();
  const fieldId = `sf-${group}-link`;
  useEffect(
    () => setLink(`${window.location.origin}${to ? target : window.location.pathname}`),
    [to, target],
  );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('copied');
      announce(t(`${group}.linkCopied`, { list: listName }));
    } catch {
      setCopied('manual');
      const field = document.getElementById(fieldId) as HTMLInputElement | null;
      field?.focus();
      field?.select();
    }
  };
  return (
    <section className="sf-wishlist-share" aria-labelledby={`sf-${group}-share`}>
      <h2 id={`sf-${group}-share`}>{t(`${group}.shareTitle`)}</h2>
      <p className="sf-account__muted">{t(`${group}.shareBody`)}</p>
      <div className="sf-wishlist-share__row">
        <label htmlFor={fieldId} className="sf-visually-hidden">
          {t(`${group}.linkLabel`)}
        </label>
        <input id={fieldId} type="url" readOnly value={link} />
        <button type="button" className="sf-button" disabled={!link} onClick={() => void copy()}>
          {t(`${group}.copyLink`)}
        </button>
      </div>
      {copied ? (
        <p className="sf-wishlist-share__done">
          {copied === 'copied' ? t(`${group}.linkCopiedShort`) : t(`${group}.copyManually`)}
        </p>
      ) : null}
    </section>
  );
}
