import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useSession } from '../shell/route-state.ts';
import './product-picker.css';

const SIZES_ID = 'sf-product-sizes';

/**
 * What the product page's pickers share (the wish list's and the registry's; catalogue spec §5):
 * the account's strings loaded with the picker (the server has every bundle), a guest asked to sign
 * in through the login modal first (the picker closes if they do not), and, without a size chosen,
 * the focus sent to the sizes. `close` puts the focus back on the button that opened the picker.
 */
export function useProductPicker({
  openerId,
  skuId,
  onClose,
}: {
  openerId: string;
  skuId: string | undefined;
  onClose: () => void;
}): { ready: boolean; close: () => void } {
  const env = useAppEnv();
  const { login } = env;
  const [loaded, setLoaded] = useState(!env.loadStrings);
  useEffect(() => {
    let live = true;
    void env.loadStrings?.(['account']).then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [env]);
  const authorized = useSession().authorized;
  const asked = useRef(false);

  const close = () => {
    onClose();
    document.getElementById(openerId)?.focus();
  };

  useEffect(() => {
    // Once the account's strings are here: the login modal's upgrade words are theirs.
    if (authorized || asked.current || !loaded) return;
    asked.current = true;
    // Shell spec §4: a list belongs to an account, the required upgrade (no continue-as-guest).
    void login.open('required-upgrade').then((signedIn) => {
      if (!signedIn) close();
    });
    // Asked once per opening (the ref): a later render's close is the same callback.
  }, [authorized, login, loaded]);

  const ready = loaded && authorized;
  useEffect(() => {
    if (ready && !skuId) document.getElementById(SIZES_ID)?.querySelector('input')?.focus();
  }, [ready, skuId]);

  return { ready, close };
}

/** A picker's frame: a titled group that Escape or its Close button closes. */
export function PickerFrame({
  titleId,
  title,
  closeLabel,
  onClose,
  children,
}: {
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <div
      className="sf-product-picker"
      role="group"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
      <button type="button" className="sf-link-button" onClick={onClose}>
        {closeLabel}
      </button>
    </div>
  );
}

/** A picker's choice: one of the shopper's lists or registries, with its item count. */
export function PickerChoice({
  label,
  count,
  busy,
  onChoose,
}: {
  label: string;
  count: string;
  busy: boolean;
  onChoose: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        className="sf-account__button-secondary"
        aria-disabled={busy || undefined}
        onClick={onChoose}
      >
        <span>{label}</span>
        <span className="sf-product-picker__count">{count}</span>
      </button>
    </li>
  );
}
