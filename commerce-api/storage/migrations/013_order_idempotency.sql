-- Place order answers a retried request (same Idempotency-Key from the same shopper) with the
-- order it already placed (issue 12: "one order however often the button is pressed or the
-- request retried").
ALTER TABLE orders ADD COLUMN IF NOT EXISTS idempotency_key text;
CREATE UNIQUE INDEX IF NOT EXISTS orders_idempotency ON orders (brand_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
