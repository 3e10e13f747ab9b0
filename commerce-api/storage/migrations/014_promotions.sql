-- Promo codes (issue 12: "promo code" on the cart page; the spec does not show the call, so it is
-- designed in the cart calls' style). A promotion takes a percentage or an amount (in USD, shown
-- in the site currency) off the cart's discountable subtotal (gift cards are never discounted),
-- from a minimum discountable subtotal, between its dates. A cart holds at most one code.
CREATE TABLE IF NOT EXISTS promotions (
  brand_id text NOT NULL,
  code text NOT NULL,                    -- upper case, as shoppers' codes are compared
  percent_off numeric,                   -- 1 to 100
  amount_off_usd numeric,
  min_subtotal_usd numeric NOT NULL DEFAULT 0,
  starts_at timestamptz,
  ends_at timestamptz,
  PRIMARY KEY (brand_id, code),
  CHECK ((percent_off IS NULL) <> (amount_off_usd IS NULL)),
  CHECK (percent_off IS NULL OR (percent_off > 0 AND percent_off <= 100)),
  CHECK (amount_off_usd IS NULL OR amount_off_usd > 0)
);
ALTER TABLE carts ADD COLUMN IF NOT EXISTS promo_code text;
