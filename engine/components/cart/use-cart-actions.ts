import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { callApi, callScope } from '../../api/index.ts';
import {
  addToCart,
  getCart,
  moveToCart,
  removeCartItem,
  saveForLater,
  updateCartItem,
  watchItem,
} from '../../api/calls/cart.ts';
import { ApiRequestError } from '../../api/errors.ts';
import { getMinicart } from '../../api/calls/minicart.ts';
import type { AddToCartRequest, CartLine } from '../../../schemas/api/generated/types.ts';
import type { Removal } from '../../domain/cart/undo-window.ts';
import { UndoWindow } from '../../domain/cart/undo-window.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useAnnounce } from '../shell/announcer/announcer.tsx';

/** A removed line and the list it was in, to put it back where it was. */
export interface Removed {
  readonly line: CartLine;
  readonly context: 'transactional' | 'later' | 'watch';
}

export interface CartActions {
  /** The line a change is running on (its controls wait), or undefined. */
  readonly busy: string | undefined;
  /** The line whose last change failed ('cart' for an undo), or undefined. */
  readonly failed: string | undefined;
  /** The line whose move to the bag was refused because it is still sold out, or undefined. */
  readonly soldOut: string | undefined;
  /** What the live region says after a change. */
  readonly announcement: string;
  readonly removal: Removal<Removed> | undefined;
  setQuantity(line: CartLine, quantity: number): void;
  remove(line: CartLine, context: Removed['context']): void;
  undo(): void;
  saveForLater(line: CartLine): void;
  moveToCart(line: CartLine): void;
  /** Moves a line to the Watching list (catalogue spec §3 item context 'watch'). */
  watch(line: CartLine): void;
}

/** The add-to-cart payload that puts a removed line back as it was (catalogue spec §3). */
function readdOf(line: CartLine): AddToCartRequest {
  return {
    productId: line.productId,
    skuId: line.skuId,
    poolId: line.poolId,
    quantity: line.quantity,
    ...(line.giftCard ? { giftCard: line.giftCard as AddToCartRequest['giftCard'] } : {}),
    ...(line.registry ? { registry: line.registry } : {}),
    analytics: { addToCartSource: 'cart-undo' },
  };
}

/**
 * The cart page's changes: each is one API call, then the cart and the minicart are read again, so
 * the page and the header's count agree after every change (issue 12). A removal is made at once
 * (the count drops with the line) and can be undone for limits.timings.cartUndoMs (7000 ms,
 * catalogue spec §9) by adding the line back.
 */
export function useCartActions(): CartActions {
  const { api, site, flags, loadStrings } = useAppEnv();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | undefined>(undefined);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const [soldOut, setSoldOut] = useState<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const [removal, setRemoval] = useState<Removal<Removed> | undefined>(undefined);
  const announce = useAnnounce();
  const muted = flags.disableNotifications === true;
  // The toast's code loads with the first change that says one (the cart's first load is at its
  // budget): shell spec §3.3, or the announcer when toasts are off (notify.ts).
  const notify = useCallback(
    (message: string, type?: 'success' | 'error') =>
      void import('../modals/notify.ts').then((module) =>
        module.notify({ muted, announce }, message, type),
      ),
    [muted, announce],
  );
  const undoWindow = useRef<UndoWindow<Removed> | null>(null);
  undoWindow.current ??= new UndoWindow<Removed>(site.limits.timings.cartUndoMs, setRemoval);
  useEffect(() => () => undoWindow.current?.close(false), []);

  const run = useCallback(
    async (
      id: string,
      work: () => Promise<unknown>,
      /** What to say; a function for words whose strings load with the change. */
      said: string | (() => string),
      /** Said as a toast (shell spec §3.3), its failure too; else by the page's live region. */
      toast = false,
    ): Promise<boolean> => {
      setBusy(id);
      setFailed(undefined);
      setSoldOut(undefined);
      try {
        await work();
        await Promise.all(
          [getCart, getMinicart].map((read) =>
            queryClient.invalidateQueries({ queryKey: callScope(api.site, read) }),
          ),
        );
        // A toast, or the announcer when toasts are off (notify.ts): said once either way.
        const words = typeof said === 'function' ? said() : said;
        if (toast) notify(words);
        setAnnouncement(toast ? '' : words);
        return true;
      } catch (error) {
        // A watched item still sold out: said on its line, as what it is (not a failure).
        if (error instanceof ApiRequestError && error.code === 'SKU_UNAVAILABLE') {
          setSoldOut(id);
          return false;
        }
        console.warn('[storefront:cart] change failed', error);
        setFailed(id);
        if (toast) notify(t('cart.changeFailed'), 'error');
        return false;
      } finally {
        setBusy(undefined);
      }
    },
    [api, queryClient, notify, t],
  );

  return {
    busy,
    failed,
    soldOut,
    announcement,
    removal,
    setQuantity: (line, quantity) =>
      void run(
        line.id,
        () => callApi(api, updateCartItem, { itemId: line.id, quantity }),
        t('cart.quantityUpdated', { name: line.displayName, quantity }),
      ),
    remove: (line, context) =>
      void run(
        line.id,
        () => callApi(api, removeCartItem, { itemId: line.id }),
        // The undo notice says it (its own live region): said once. A watch ends without one: a
        // sold-out item could not be added back to put it where it was.
        context === 'watch' ? t('cart.watch.removed', { name: line.displayName }) : '',
      ).then((done) => {
        if (done && context !== 'watch') undoWindow.current?.open({ line, context });
      }),
    undo: () => {
      const taken = undoWindow.current?.take();
      if (!taken) return;
      void run(
        'cart',
        async () => {
          const added = await callApi(api, addToCart, readdOf(taken.line.line));
          // A saved line goes back to the saved list, where it was.
          if (taken.line.context === 'later') {
            await callApi(api, saveForLater, { itemId: added.item.id });
          }
        },
        t('cart.itemAdded', { name: taken.line.line.displayName }),
      );
    },
    saveForLater: (line) =>
      void run(
        line.id,
        () => callApi(api, saveForLater, { itemId: line.id }),
        t('cart.later.saved', { name: line.displayName }),
        true,
      ),
    moveToCart: (line) =>
      void run(
        line.id,
        () => callApi(api, moveToCart, { itemId: line.id }),
        t('cart.later.moved', { name: line.displayName }),
        true,
      ),
    watch: (line) =>
      void run(
        line.id,
        // The Watching section's strings (the account bundle's) come with the move, for its toast.
        () =>
          Promise.all([callApi(api, watchItem, { itemId: line.id }), loadStrings?.(['account'])]),
        () => t('cart.watch.watched', { name: line.displayName }),
        true,
      ),
  };
}
