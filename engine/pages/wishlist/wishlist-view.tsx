import WishlistDetailPage from './wishlist-page.tsx';
import WishlistsPage from './wishlists-page.tsx';

/** /wishlist (no id): the shopper's lists; /wishlist/{id}: that list. */
export default function WishlistView({ id }: { id?: string }) {
  return id === undefined ? <WishlistsPage /> : <WishlistDetailPage id={id} />;
}
