import { lazy, Suspense, useSyncExternalStore } from 'react';

// The button, its likes query, calls, strings and styles are one chunk loaded after hydration:
// the server renders nothing here, so the first load carries only this file.
const HeartButton = lazy(() => import('./heart-chunk.ts').then((chunk) => chunk.load()));
const never = () => () => undefined;

/**
 * Where a product's heart goes (shell spec §2.3 favourites, §7 likes): on a tile, or beside the
 * product page's wish list button. Empty on the server and in the hydrating render (so both
 * agree), then the toggle.
 */
export function HeartSlot(props: {
  productId: string;
  /** The product's name, for the button's accessible name. */
  product: string;
  place?: 'page';
}) {
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return hydrated ? (
    <Suspense>
      <HeartButton {...props} />
    </Suspense>
  ) : null;
}
