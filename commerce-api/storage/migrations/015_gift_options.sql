-- Gift wrap and a gift message on the cart (issue 12; catalogue spec §5 "per-site switches: gift
-- wrap, gift message", shell spec §3.1 site config giftWrapSkus). Each gift wrap sku a site
-- offers (its giftWrapSkus) has a name and a price here; the cart holds one wrap and one message
-- for the whole order, and the order keeps them.
CREATE TABLE IF NOT EXISTS gift_wraps (
  brand_id text NOT NULL,
  sku text NOT NULL,
  name jsonb NOT NULL,                   -- by locale
  price_usd numeric NOT NULL CHECK (price_usd >= 0),
  PRIMARY KEY (brand_id, sku)
);
ALTER TABLE carts ADD COLUMN IF NOT EXISTS gift_wrap_sku text;
ALTER TABLE carts ADD COLUMN IF NOT EXISTS gift_message text;
