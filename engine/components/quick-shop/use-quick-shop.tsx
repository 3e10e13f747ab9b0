import { lazy, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { QuickShopRequest } from '../../domain/search/quick-shop-hash.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';

// The dialog, the #quickshop rules, the product call and the selection are a chunk loaded on first
// use, with the strings it shows (issue 11: the listing's first-load JavaScript stays in budget).
const QuickShopDialog = lazy(() => import('./quick-shop-dialog.tsx'));
/** The hash that opens it (domain/search/quick-shop-hash.ts parses the rest in the dialog). */
const QUICK_SHOP_LINK = /^#quickshop(\?|$)/i;

export interface QuickShopOpened {
  /** A tile's product... */
  readonly request?: QuickShopRequest;
  /** ...or the #quickshop link's query and hash, checked by the dialog. */
  readonly link?: { readonly search: string; readonly hash: string };
}

/**
 * The quick shop of a listing (catalogue spec §2, §5, §8; shell spec §2.4): opened by a tile's
 * button, or by a #quickshop URL (with its display name and exactly one of slug, product id or
 * sku; else the spec's error in the dialog). Closing it gives the focus back and drops the hash.
 */
export function useQuickShop(): {
  open: (request: QuickShopRequest, trigger: HTMLElement) => void;
  dialog: ReactNode;
} {
  const env = useAppEnv();
  const location = useLocation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState<
    (QuickShopOpened & { trigger: HTMLElement | null }) | undefined
  >(undefined);
  const show = (next: QuickShopOpened & { trigger: HTMLElement | null }) =>
    void Promise.resolve(env.loadStrings?.(['search'])).then(() => setOpened(next));
  useEffect(() => {
    if (QUICK_SHOP_LINK.test(location.hash)) {
      show({ link: { search: location.search, hash: location.hash }, trigger: null });
    }
  }, [location.search, location.hash]);
  const close = () => {
    if (opened?.link) {
      void navigate(
        { search: location.search, hash: '' },
        { replace: true, preventScrollReset: true },
      );
    }
    setOpened(undefined);
    opened?.trigger?.focus();
  };
  return {
    open: (request, trigger) => show({ request, trigger }),
    dialog: opened ? (
      <Suspense fallback={null}>
        <QuickShopDialog opened={opened} onClose={close} />
      </Suspense>
    ) : null,
  };
}
