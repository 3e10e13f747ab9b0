import { Suspense, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { QuickShopRequest } from '../../domain/search/quick-shop-hash.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/** The hash that opens it (domain/search/quick-shop-hash.ts parses the rest in the dialog). */
const QUICK_SHOP_LINK = /^#quickshop(\?|$)/i;

export interface QuickShopOpened {
  /** A tile's product... */
  readonly request?: QuickShopRequest;
  /** ...or the #quickshop link's query and hash, checked by the dialog. */
  readonly link?: { readonly search: string; readonly hash: string };
}

export type QuickShopDialogType = ComponentType<{ opened: QuickShopOpened; onClose: () => void }>;

/** What a tile's button asks for: the product, and where the focus goes back to. */
export interface QuickShopAsked {
  readonly request: QuickShopRequest;
  readonly trigger: HTMLElement;
}

/**
 * The quick shop of a listing (catalogue spec §2, §5, §8; shell spec §2.4): opened by a tile's
 * button (`asked`), or by a #quickshop URL (with its display name and exactly one of slug,
 * product id or sku; else the spec's error in the dialog). The dialog is the page's lazy one, shown
 * once the strings it shows are loaded. Closing it gives the focus back and drops the hash.
 */
export function QuickShopHost({
  Dialog,
  asked,
  onClosed,
}: {
  Dialog: QuickShopDialogType;
  asked: QuickShopAsked | undefined;
  onClosed: () => void;
}) {
  const env = useAppEnv();
  const location = useLocation();
  const navigate = useNavigate();
  const [ready, setReady] = useState(!env.loadStrings);
  const [link, setLink] = useState<QuickShopOpened['link']>(undefined);
  useEffect(() => {
    if (QUICK_SHOP_LINK.test(location.hash)) {
      setLink({ search: location.search, hash: location.hash });
    }
  }, [location.search, location.hash]);
  const wanted = asked !== undefined || link !== undefined;
  useEffect(() => {
    if (wanted && !ready) void env.loadStrings?.(['search']).then(() => setReady(true));
  }, [wanted, ready, env]);
  if (!wanted || !ready) return null;
  const close = () => {
    if (link) {
      void navigate(
        { search: location.search, hash: '' },
        { replace: true, preventScrollReset: true },
      );
    }
    setLink(undefined);
    onClosed();
    asked?.trigger.focus();
  };
  return (
    <Suspense fallback={null}>
      <Dialog opened={asked ? { request: asked.request } : { link }} onClose={close} />
    </Suspense>
  );
}
