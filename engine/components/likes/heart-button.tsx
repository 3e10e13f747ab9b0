import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApiMutation } from '../../api/api-hooks.ts';
import { likeProduct, unlikeProduct } from '../../api/calls/likes.ts';
import { heartIntent, withHeart } from '../../domain/account/hearted.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useAnnounce } from '../shell/announcer/announcer.tsx';
import { useSession } from '../shell/route-state.ts';
import { heartedQuery } from './hearted-query.ts';
import './heart-button.css';

/**
 * The heart (shell spec §2.3 favourites, §6, §7 likes): a toggle button whose pressed state is
 * whether the product is among the shopper's likes (one cached query for the page). A guest's
 * click opens the login modal in its required upgrade ('Sign In to Continue', no continue-as-guest;
 * shell spec §4) first, then the like is applied; dismissing it changes nothing.
 * The change shows at once and is undone, with a message, if the API refuses it.
 */
export default function HeartButton({
  productId,
  product,
  place,
}: {
  productId: string;
  product: string;
  place?: 'page';
}) {
  const { t } = useTranslation();
  const env = useAppEnv();
  const { api, login, queryClient } = env;
  const session = useSession();
  const announce = useAnnounce();
  const [ready, setReady] = useState(!env.loadStrings);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void env.loadStrings?.(['account']).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [env]);
  const query = heartedQuery(api);
  const { data: ids } = useQuery({ ...query, enabled: session.registered });
  const like = useApiMutation(likeProduct);
  const unlike = useApiMutation(unlikeProduct);
  if (!ready) return null;
  const hearted = ids?.includes(productId) ?? false;

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const signedInForIt = !session.registered;
      // Shell spec §4: the required upgrade (an account is needed; no continue-as-guest).
      if (signedInForIt && !(await login.open('required-upgrade'))) return;
      const current = await queryClient.fetchQuery(query);
      const intent = heartIntent(current.includes(productId), signedInForIt);
      if (intent === 'none') return;
      const liked = intent === 'like';
      queryClient.setQueryData(query.queryKey, withHeart(current, productId, liked));
      try {
        await (liked ? like : unlike).mutateAsync({ productId });
        announce(t(liked ? 'accountMore.heart.added' : 'accountMore.heart.removed', { product }));
      } catch {
        queryClient.setQueryData(query.queryKey, current);
        setFailed(true);
        announce(t('accountMore.heart.failed'), 'assertive');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`sf-heart sf-heart--${place ?? 'tile'}${failed ? ' sf-heart--failed' : ''}`}
      aria-pressed={hearted}
      aria-busy={busy || undefined}
      onClick={() => void toggle()}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 0-7 5 5 0 0 1 7 0l.8.8.8-.8a5 5 0 0 1 7 0 4.9 4.9 0 0 1 0 7z" />
      </svg>
      {/* The page's button says it in words too; its name holds the word (label in name). */}
      {place === 'page' ? <span aria-hidden="true">{t('accountMore.heart.label')}</span> : null}
      <span className="sf-visually-hidden">
        {t(hearted ? 'accountMore.heart.remove' : 'accountMore.heart.add', { product })}
      </span>
    </button>
  );
}
