-- Registry, wish list and review additions (catalogue spec §3, §5).

-- Review media belong to the shopper who uploaded them and, once a review names them, to that
-- review: a media id can be attached once, and only by its uploader.
ALTER TABLE review_media ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE review_media ADD COLUMN site_id text;
ALTER TABLE review_media ADD COLUMN review_id uuid REFERENCES reviews (id) ON DELETE SET NULL;
CREATE INDEX review_media_review ON review_media (review_id);

-- "My registries" searches by an owner's web_profile_id inside the owners array.
CREATE INDEX registries_owners ON registries USING gin (owners jsonb_path_ops);

-- One default wish list per user, so two first visits at once cannot make two; one line per sku
-- and pool, so adding the same thing twice adds to its quantity.
CREATE INDEX wishlists_user ON wishlists (user_id);
CREATE UNIQUE INDEX wishlists_one_default ON wishlists (user_id) WHERE is_default;
CREATE UNIQUE INDEX wishlist_items_line ON wishlist_items (wishlist_id, sku_id, pool_id);
