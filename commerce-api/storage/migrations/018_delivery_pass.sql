-- Buying a delivery pass in the bag (issue 12; shell spec §1 "a delivery-pass membership"): the cart
-- holds whether the pass is in it, a cart-level option like gift wrap (015); the order keeps the
-- membership it started (its last day, the member id, and the membership it replaced), so that
-- cancelling the order ends that membership and gives back the one before.
ALTER TABLE carts ADD COLUMN IF NOT EXISTS delivery_pass boolean NOT NULL DEFAULT false;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS delivery_pass jsonb;
