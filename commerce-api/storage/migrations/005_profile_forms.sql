-- Profile, likes and forms: one record per natural key, enforced by the database so that
-- concurrent submissions from several server processes cannot duplicate it.

-- One marketing subscription per site and email address; a new sign-up replaces it.
CREATE UNIQUE INDEX subscriptions_site_email ON subscriptions (site_id, lower(email));

-- One back-in-stock request per site, sku and email address.
CREATE UNIQUE INDEX notifications_back_in_stock
  ON notifications (site_id, (payload->>'skuId'), lower(payload->>'email'))
  WHERE kind = 'back-in-stock';

-- Likes newest first per user, and counted per product over a window (social proof).
CREATE INDEX likes_user_created ON likes (user_id, created_at DESC);
CREATE INDEX likes_product_created ON likes (product_id, created_at);
