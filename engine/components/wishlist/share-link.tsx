import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useAnnounce } from '../shell/announcer/announcer.tsx';

/**
 * Share a list by its link: the page's own address (origin and path only: no query or hash the
 * shopper arrived with travels on), shown in a read-only field and copied with the Clipboard API.
 * The copy is confirmed on screen and through the announcer; where the browser refuses, the field
 * is selected for the shopper to copy.
 */
export function ShareLink({ listName }: { listName: string }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [link, setLink] = useState('');
  const [copied, setCopied] = useState<'copied' | 'manual' | undefined>();
  useEffect(() => setLink(`${window.location.origin}${window.location.pathname}`), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('copied');
      announce(t('wishlist.linkCopied', { list: listName }));
    } catch {
      setCopied('manual');
      const field = document.getElementById('sf-wishlist-link') as HTMLInputElement | null;
      field?.focus();
      field?.select();
    }
  };
  return (
    <section className="sf-wishlist-share" aria-labelledby="sf-wishlist-share">
      <h2 id="sf-wishlist-share">{t('wishlist.shareTitle')}</h2>
      <p className="sf-account__muted">{t('wishlist.shareBody')}</p>
      <div className="sf-wishlist-share__row">
        <label htmlFor="sf-wishlist-link" className="sf-visually-hidden">
          {t('wishlist.linkLabel')}
        </label>
        <input id="sf-wishlist-link" type="url" readOnly value={link} />
        <button type="button" className="sf-button" disabled={!link} onClick={() => void copy()}>
          {t('wishlist.copyLink')}
        </button>
      </div>
      {copied ? (
        <p className="sf-wishlist-share__done">
          {copied === 'copied' ? t('wishlist.linkCopiedShort') : t('wishlist.copyManually')}
        </p>
      ) : null}
    </section>
  );
}
