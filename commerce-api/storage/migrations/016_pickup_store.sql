-- Store pickup at checkout (issue 12; catalogue spec §3 Store inStorePickUp, §4 store choice): a
-- PICKUP delivery option names a store; the cart keeps the store as chosen (number, name, address,
-- SLA, instructions) and the order keeps it, so the confirmation and the order pages say where to
-- collect even if the store's details change later.
ALTER TABLE carts ADD COLUMN IF NOT EXISTS pickup_store jsonb;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS pickup_store jsonb;
