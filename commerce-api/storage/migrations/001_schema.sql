-- The commerce API's tables. Runs unchanged on PGlite (embedded) and PostgreSQL (DATABASE_URL).
-- Money is numeric(12,2) in the site's currency; catalogue prices are kept in USD and converted
-- with currency_rates so one catalogue serves every site of a brand.

CREATE TABLE currency_rates (
  currency text PRIMARY KEY,
  rate numeric(10, 4) NOT NULL
);

CREATE TABLE categories (
  brand_id text NOT NULL,
  slug text NOT NULL,
  parent_slug text,
  display_name jsonb NOT NULL,          -- localized text: a string or { locale: text }
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (brand_id, slug)
);

CREATE TABLE products (
  id text PRIMARY KEY,                  -- e.g. 'an-4130921' (brand prefix + number)
  brand_id text NOT NULL,
  slug text NOT NULL,
  style_number text NOT NULL,           -- 2-4 capitals, dash, digits, dash, 3 digits (catalogue spec §5)
  display_name text NOT NULL,
  product_type text NOT NULL,           -- standard | bundle | mto | hybrid | giftcard | egiftcard | part
  category_slug text NOT NULL,
  merchandise_class text NOT NULL,
  brand_name text,
  seller_shop_name text,
  flags jsonb NOT NULL DEFAULT '{}',    -- isGiftCard, isEgiftCard, configurationEnabled, preorderFlag, removeForLegalReasons...
  badges jsonb NOT NULL DEFAULT '[]',   -- [{ type, expiration_date (epoch s), merchandising_order }]
  facets jsonb NOT NULL DEFAULT '{}',   -- colors, subBrands, highlights, attributionProductType
  content jsonb NOT NULL DEFAULT '{}',  -- metaDescription, title, sizeAndFit, dimensions, modelNotes...
  template_info jsonb NOT NULL DEFAULT '{}',
  sku_info jsonb NOT NULL DEFAULT '{}', -- primarySlice (colours) and secondarySlice (fits) with slice items
  bundle_ids text[] NOT NULL DEFAULT '{}',
  part_ids text[] NOT NULL DEFAULT '{}',
  family_ids text[] NOT NULL DEFAULT '{}',
  review_count integer NOT NULL DEFAULT 0,
  average_rating numeric(3, 2) NOT NULL DEFAULT 0,
  popularity integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (brand_id, slug)
);
CREATE INDEX products_category ON products (brand_id, category_slug);
CREATE INDEX products_style ON products (brand_id, style_number);

CREATE TABLE skus (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  color_code text NOT NULL,
  color_name text NOT NULL,
  fit_code text NOT NULL DEFAULT 'regular',
  size_id text NOT NULL,
  size_name text NOT NULL,
  list_price_usd numeric(12, 2) NOT NULL,
  sale_price_usd numeric(12, 2) NOT NULL,
  is_drop_ship boolean NOT NULL DEFAULT false,
  shipping jsonb NOT NULL DEFAULT '{}', -- quickShipRegions, shipRestriction, logisticClass, isFlatRate...
  back_in_stock_eligible boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX skus_product ON skus (product_id);

CREATE TABLE inventory (
  sku_id text NOT NULL REFERENCES skus (id) ON DELETE CASCADE,
  pool_id text NOT NULL,                -- US_DIRECT, CA_DIRECT, GB_DIRECT, EU_DIRECT, or a store pool
  stock_level integer NOT NULL DEFAULT 0,
  backorder integer NOT NULL DEFAULT 0,
  available_status text NOT NULL DEFAULT 'available', -- available | backordered | discontinued | unavailable
  PRIMARY KEY (sku_id, pool_id)
);
CREATE INDEX inventory_pool ON inventory (pool_id);

CREATE TABLE stores (
  id text PRIMARY KEY,
  brand_id text NOT NULL,
  store_number text NOT NULL,
  name text NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  address jsonb NOT NULL,
  in_store_pickup jsonb NOT NULL DEFAULT '{}', -- SLA, instructions, pickUpService
  hours jsonb NOT NULL DEFAULT '[]',
  pool_id text NOT NULL,
  UNIQUE (brand_id, store_number)
);

CREATE TABLE redirects (
  brand_id text NOT NULL,
  request_path text NOT NULL,
  redirect_path text NOT NULL,
  status_code integer NOT NULL DEFAULT 301,
  PRIMARY KEY (brand_id, request_path)
);

CREATE TABLE users (
  id uuid PRIMARY KEY,
  brand_id text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,          -- scrypt: salt$hash
  roles text[] NOT NULL DEFAULT '{}',   -- call-centre | stylist | employee
  profile jsonb NOT NULL DEFAULT '{}',  -- name, dateOfBirth, gender, phone, employee, loyalty, membership, stylist...
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (brand_id, email)
);

CREATE TABLE carts (
  id uuid PRIMARY KEY,
  brand_id text NOT NULL,
  site_id text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'active', -- active | ordered | inactive
  shipping_address jsonb,
  delivery_option text,
  payment jsonb,
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX carts_user ON carts (user_id) WHERE status = 'active';

CREATE TABLE tokens (
  id text PRIMARY KEY,                  -- sha256 of the token; the token itself is never stored
  brand_id text NOT NULL,
  site_id text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  scopes text[] NOT NULL,               -- guest | registered | authorized | call-centre | stylist
  authorized_until timestamptz,
  cart_id uuid REFERENCES carts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX tokens_user ON tokens (user_id);

CREATE TABLE cart_items (
  id uuid PRIMARY KEY,
  cart_id uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  context text NOT NULL DEFAULT 'transactional', -- transactional | later | watch | registryShopper | registryRegistrant | returns
  item_type text NOT NULL DEFAULT 'REGULAR',     -- REGULAR | PART
  parent_item_id uuid REFERENCES cart_items (id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products (id),
  sku_id text NOT NULL REFERENCES skus (id),
  pool_id text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  gift_card jsonb,
  registry_id uuid,
  analytics jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cart_items_cart ON cart_items (cart_id);

CREATE TABLE preferences (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  global jsonb NOT NULL DEFAULT '{}',
  web jsonb NOT NULL DEFAULT '{}'
);

CREATE TABLE traits (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  traits jsonb NOT NULL DEFAULT '{}'
);

CREATE TABLE addresses (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  address jsonb NOT NULL,
  visible boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user ON addresses (user_id);

-- Cards: last four, brand and expiry only. The number is never stored (DESIGN §8).
CREATE TABLE payments (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  payment_type text NOT NULL DEFAULT 'CREDIT_CARD',
  visible boolean NOT NULL DEFAULT true,
  card_type text NOT NULL,
  last_four text NOT NULL CHECK (last_four ~ '^[0-9]{4}$'),
  expiration_month integer NOT NULL CHECK (expiration_month BETWEEN 1 AND 12),
  expiration_year integer NOT NULL,
  address_id uuid REFERENCES addresses (id) ON DELETE SET NULL,
  needs_verification boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_user ON payments (user_id);

CREATE TABLE orders (
  id uuid PRIMARY KEY,
  order_number text NOT NULL UNIQUE,
  brand_id text NOT NULL,
  site_id text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  email text NOT NULL,
  status text NOT NULL DEFAULT 'placed', -- placed | shipped | delivered | cancelled | returned
  currency text NOT NULL,
  totals jsonb NOT NULL,                -- subtotal, shipping, tax, total
  shipping_address jsonb NOT NULL,
  delivery_option text NOT NULL,
  payment jsonb NOT NULL,               -- method, card type, last four
  tracking jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user ON orders (user_id);

CREATE TABLE order_items (
  id uuid PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id text NOT NULL,
  sku_id text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price numeric(12, 2) NOT NULL,
  display jsonb NOT NULL DEFAULT '{}',  -- displayName, colorName, sizeName, imageURL
  returned_quantity integer NOT NULL DEFAULT 0
);
CREATE INDEX order_items_order ON order_items (order_id);

CREATE TABLE returns (
  id uuid PRIMARY KEY,
  kind text NOT NULL,                   -- return | claim
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  claim_type text,
  method text NOT NULL,
  items jsonb NOT NULL,
  details jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'submitted',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE registries (
  id uuid PRIMARY KEY,
  hid text NOT NULL UNIQUE,
  brand_id text NOT NULL,
  site_id text NOT NULL,
  version integer NOT NULL DEFAULT 1,
  event jsonb NOT NULL,                 -- name, type, description, date
  addresses jsonb NOT NULL DEFAULT '{}', -- preEvent, postEvent
  accept_gift_cards boolean NOT NULL DEFAULT false,
  owners jsonb NOT NULL,                -- [{ first_name, last_name, web_profile_id, email, primary, ... }]
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE registry_items (
  registry_id uuid NOT NULL REFERENCES registries (id) ON DELETE CASCADE,
  sku text NOT NULL,
  product_id text NOT NULL,
  requested_quantity integer NOT NULL CHECK (requested_quantity >= 0),
  purchased_quantity integer NOT NULL DEFAULT 0 CHECK (purchased_quantity >= 0),
  channel text NOT NULL DEFAULT 'WEB_DESKTOP',
  favorite boolean NOT NULL DEFAULT false,
  PRIMARY KEY (registry_id, sku)
);

CREATE TABLE wishlists (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE wishlist_items (
  id uuid PRIMARY KEY,
  wishlist_id uuid NOT NULL REFERENCES wishlists (id) ON DELETE CASCADE,
  product_id text NOT NULL,
  sku_id text NOT NULL,
  pool_id text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE likes (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);

CREATE TABLE reviews (
  id uuid PRIMARY KEY,
  product_id text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title text NOT NULL,
  text text NOT NULL,
  nickname text NOT NULL,
  location text,
  fields jsonb NOT NULL DEFAULT '{}',   -- fit, sizes, height, isRecommended, profile answers
  badges text[] NOT NULL DEFAULT '{}',  -- incentivized | expert | employee | top50 | top100
  photos jsonb NOT NULL DEFAULT '[]',
  videos jsonb NOT NULL DEFAULT '[]',
  status text NOT NULL DEFAULT 'approved',
  submitted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_product ON reviews (product_id, submitted_at DESC);

CREATE TABLE review_media (
  id uuid PRIMARY KEY,
  product_id text NOT NULL,
  kind text NOT NULL,                   -- image | video
  content_type text NOT NULL,
  byte_size integer NOT NULL,
  merchandise_class text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notifications (
  id uuid PRIMARY KEY,
  kind text NOT NULL,                   -- back-in-stock
  site_id text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE subscriptions (
  id uuid PRIMARY KEY,
  site_id text NOT NULL,
  email text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE form_submissions (
  id uuid PRIMARY KEY,
  kind text NOT NULL,                   -- contact-us | catalog-request | swatch-request | sms-optin | email
  site_id text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE verifications (
  reference_id uuid PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  target text NOT NULL,                 -- phone number or email address
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Test-only fault switch (DESIGN §6): the next `remaining` calls matching method and path fail.
CREATE TABLE faults (
  id serial PRIMARY KEY,
  method text,                          -- null matches every method
  path_prefix text NOT NULL,
  fault text NOT NULL,                  -- 412 | 413 | 500 | 502 | drop | delay
  delay_ms integer NOT NULL DEFAULT 0,
  remaining integer NOT NULL CHECK (remaining >= 0)
);

-- Login and one-time-code attempts, counted in the database so that every server process
-- sharing one PostgreSQL enforces the same limit.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);

-- The card-encryption key pair (RSA-OAEP). Kept in the database so that every server process
-- hands out the same public key and can decrypt what another process's page encrypted. A real
-- deployment keeps the private key in a key-management service.
CREATE TABLE card_keys (
  encryption_id text PRIMARY KEY,
  public_pem text NOT NULL,
  private_pem text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
