-- Checkout, orders, returns and claims additions (catalogue spec §3, §5, §7; issue 3).

-- Gift cards for balance inquiries and gift card payment. Like card numbers, gift card numbers and
-- PINs are never stored in clear: the number as sha256 (looked up by it), the PIN as scrypt.
CREATE TABLE gift_cards (
  id uuid PRIMARY KEY,
  brand_id text NOT NULL,
  number_hash text NOT NULL,
  last_four text NOT NULL CHECK (last_four ~ '^[0-9]{4}$'),
  pin_hash text NOT NULL,
  currency text NOT NULL,
  balance numeric(12, 2) NOT NULL CHECK (balance >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (brand_id, number_hash)
);

-- Order numbers come from a sequence so that two server processes never hand out the same one.
CREATE SEQUENCE order_numbers START WITH 100000001;

-- The cart an order was placed from: a guest reads the order it just placed through its token's
-- cart, and no second order can come from one cart.
ALTER TABLE orders ADD COLUMN cart_id uuid;
CREATE UNIQUE INDEX orders_one_per_cart ON orders (cart_id);
CREATE INDEX orders_brand_user ON orders (brand_id, user_id, created_at DESC);

-- Add-to-cart fields kept with the line: salesAttributes, and multiLine (a line never merged with
-- another line of the same sku).
ALTER TABLE cart_items ADD COLUMN sales_attributes jsonb;
ALTER TABLE cart_items ADD COLUMN multi_line boolean NOT NULL DEFAULT false;

-- What an order line carried over from its cart line: the pool its stock was taken from (for
-- returns and cancellations), the gift card details and the registry it was bought for.
ALTER TABLE order_items ADD COLUMN pool_id text;
ALTER TABLE order_items ADD COLUMN gift_card jsonb;
ALTER TABLE order_items ADD COLUMN registry_id uuid;
