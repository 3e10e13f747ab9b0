import { lazy, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseQuickShop } from '../../domain/search/quick-shop-hash.ts';
import type { QuickShopParse, QuickShopRequest } from '../../domain/search/quick-shop-hash.ts';

// The dialog, the product call and the selection are a chunk loaded on first use (issue 11).
const QuickShopDialog = lazy(() => import('./quick-shop-dialog.tsx'));

interface Opened {
  readonly parse: QuickShopParse;
  /** Where the focus goes back when the dialog closes (the tile's button). */
  readonly trigger: HTMLElement | null;
  readonly fromHash: boolean;
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
  const location = useLocation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState<Opened | undefined>(undefined);
  useEffect(() => {
    const parse = parseQuickShop(location.search, location.hash);
    if (parse) setOpened({ parse, trigger: null, fromHash: true });
  }, [location.search, location.hash]);
  const close = () => {
    if (opened?.fromHash) {
      void navigate(
        { search: location.search, hash: '' },
        { replace: true, preventScrollReset: true },
      );
    }
    setOpened(undefined);
    opened?.trigger?.focus();
  };
  return {
    open: (request, trigger) =>
      setOpened({ parse: { ok: true, request }, trigger, fromHash: false }),
    dialog: opened ? (
      <Suspense fallback={null}>
        <QuickShopDialog parse={opened.parse} onClose={close} />
      </Suspense>
    ) : null,
  };
}
