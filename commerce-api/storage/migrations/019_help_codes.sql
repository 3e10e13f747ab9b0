-- Help codes (shell spec §2.4 #help-code; issue 13): the code a shopper reads to customer service
-- is made and kept here, with who asked for it (the signed-in user, the token's cart) and the page
-- they were on, so that an agent can look the shopper up by it. A code lasts a day.
CREATE TABLE IF NOT EXISTS help_codes (
  code text PRIMARY KEY,
  site_id text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  cart_id uuid,
  page text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS help_codes_expires_at ON help_codes (expires_at);
