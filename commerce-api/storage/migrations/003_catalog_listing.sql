-- Category listings on 100 000 products (catalogue spec §7 category url): one row per product and
-- pool that has a sellable sku, with what the listing filters, counts and sorts on, so a category
-- page is one index range scan instead of a join over every sku and its stock. Statement-level
-- triggers keep it in step with products, skus and inventory, so every server process sharing
-- one PostgreSQL reads the same listing and nothing lives in a process. Stock changes that do
-- not change whether a sku is sellable (or in stock now) leave it alone, so an order taking one
-- unit of ten writes nothing here.
-- Function bodies hold no semicolon at a line end: migrate.ts splits statements there.

CREATE TABLE product_listing (
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  pool_id text NOT NULL,
  brand_id text NOT NULL,
  category_slug text NOT NULL,
  removed boolean NOT NULL,               -- flags.removeForLegalReasons: never listed
  popularity integer NOT NULL,
  created_at timestamptz NOT NULL,
  average_rating numeric(3, 2) NOT NULL,
  review_count integer NOT NULL,
  color_codes text[] NOT NULL,            -- colours with a sellable sku, in merchandising order
  color_names text[] NOT NULL,            -- their names, same order
  size_keys text[] NOT NULL,              -- 'fit~size' of sellable skus
  sale_prices numeric(12, 2)[] NOT NULL,  -- distinct USD sale prices of sellable skus
  min_sale numeric(12, 2) NOT NULL,
  max_sale numeric(12, 2) NOT NULL,
  min_list numeric(12, 2) NOT NULL,
  max_list numeric(12, 2) NOT NULL,
  now_ok boolean NOT NULL,                -- a sku with stock on hand (immediately available)
  PRIMARY KEY (product_id, pool_id)
);
CREATE INDEX product_listing_category ON product_listing (brand_id, pool_id, category_slug);

CREATE FUNCTION refresh_product_listing(ids text[]) RETURNS void LANGUAGE sql AS $$
WITH targets AS (
  SELECT DISTINCT id FROM unnest(ids) AS t(id)
),
sellable AS (
  SELECT s.product_id, i.pool_id, s.color_code, s.color_name, s.fit_code, s.size_name, s.position,
    s.list_price_usd, s.sale_price_usd, i.stock_level
  FROM targets t JOIN skus s ON s.product_id = t.id JOIN inventory i ON i.sku_id = s.id
  WHERE i.available_status NOT IN ('discontinued', 'unavailable')
    AND i.stock_level + i.backorder > 0
),
colours AS (
  SELECT product_id, pool_id,
    array_agg(color_code ORDER BY pos, color_code) AS codes,
    array_agg(color_name ORDER BY pos, color_code) AS names
  FROM (
    SELECT product_id, pool_id, color_code, min(color_name) AS color_name, min(position) AS pos
    FROM sellable GROUP BY product_id, pool_id, color_code
  ) c
  GROUP BY product_id, pool_id
),
aggregates AS (
  SELECT product_id, pool_id,
    array_agg(DISTINCT fit_code || '~' || size_name) AS size_keys,
    array_agg(DISTINCT sale_price_usd) AS sale_prices,
    min(sale_price_usd) AS min_sale, max(sale_price_usd) AS max_sale,
    min(list_price_usd) AS min_list, max(list_price_usd) AS max_list,
    bool_or(stock_level > 0) AS now_ok
  FROM sellable GROUP BY product_id, pool_id
),
fresh AS (
  SELECT a.product_id, a.pool_id, p.brand_id, p.category_slug,
    coalesce(p.flags ->> 'removeForLegalReasons', 'false') = 'true' AS removed,
    p.popularity, p.created_at, p.average_rating, p.review_count,
    c.codes, c.names, a.size_keys, a.sale_prices, a.min_sale, a.max_sale, a.min_list, a.max_list,
    a.now_ok
  FROM aggregates a
  JOIN colours c ON c.product_id = a.product_id AND c.pool_id = a.pool_id
  JOIN products p ON p.id = a.product_id
),
gone AS (
  DELETE FROM product_listing pl
  WHERE pl.product_id IN (SELECT id FROM targets)
    AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.product_id = pl.product_id AND f.pool_id = pl.pool_id)
)
INSERT INTO product_listing (product_id, pool_id, brand_id, category_slug, removed, popularity,
  created_at, average_rating, review_count, color_codes, color_names, size_keys, sale_prices,
  min_sale, max_sale, min_list, max_list, now_ok)
SELECT product_id, pool_id, brand_id, category_slug, removed, popularity, created_at,
  average_rating, review_count, codes, names, size_keys, sale_prices, min_sale, max_sale,
  min_list, max_list, now_ok
FROM fresh
ON CONFLICT (product_id, pool_id) DO UPDATE SET
  brand_id = EXCLUDED.brand_id, category_slug = EXCLUDED.category_slug,
  removed = EXCLUDED.removed, popularity = EXCLUDED.popularity,
  created_at = EXCLUDED.created_at, average_rating = EXCLUDED.average_rating,
  review_count = EXCLUDED.review_count, color_codes = EXCLUDED.color_codes,
  color_names = EXCLUDED.color_names, size_keys = EXCLUDED.size_keys,
  sale_prices = EXCLUDED.sale_prices, min_sale = EXCLUDED.min_sale,
  max_sale = EXCLUDED.max_sale, min_list = EXCLUDED.min_list, max_list = EXCLUDED.max_list,
  now_ok = EXCLUDED.now_ok
$$;

CREATE FUNCTION product_listing_inventory_added() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM refresh_product_listing(ARRAY(SELECT DISTINCT s.product_id FROM changed_rows c JOIN skus s ON s.id = c.sku_id)); RETURN NULL; END $$;

CREATE FUNCTION product_listing_inventory_removed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM refresh_product_listing(ARRAY(SELECT DISTINCT s.product_id FROM old_rows c JOIN skus s ON s.id = c.sku_id)); RETURN NULL; END $$;

CREATE FUNCTION product_listing_inventory_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM refresh_product_listing(ARRAY(SELECT DISTINCT s.product_id FROM new_rows n LEFT JOIN old_rows o ON o.sku_id = n.sku_id AND o.pool_id = n.pool_id JOIN skus s ON s.id = n.sku_id WHERE o.sku_id IS NULL OR (o.available_status NOT IN ('discontinued', 'unavailable') AND o.stock_level + o.backorder > 0) IS DISTINCT FROM (n.available_status NOT IN ('discontinued', 'unavailable') AND n.stock_level + n.backorder > 0) OR (o.stock_level > 0) IS DISTINCT FROM (n.stock_level > 0) UNION SELECT s.product_id FROM old_rows o LEFT JOIN new_rows n ON n.sku_id = o.sku_id AND n.pool_id = o.pool_id JOIN skus s ON s.id = o.sku_id WHERE n.sku_id IS NULL)); RETURN NULL; END $$;

CREATE FUNCTION product_listing_skus_added() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM refresh_product_listing(ARRAY(SELECT DISTINCT product_id FROM changed_rows)); RETURN NULL; END $$;

CREATE FUNCTION product_listing_skus_removed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM refresh_product_listing(ARRAY(SELECT DISTINCT product_id FROM old_rows)); RETURN NULL; END $$;

CREATE FUNCTION product_listing_skus_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM refresh_product_listing(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows)); RETURN NULL; END $$;

CREATE FUNCTION product_listing_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM refresh_product_listing(ARRAY(SELECT id FROM new_rows)); RETURN NULL; END $$;

CREATE TRIGGER product_listing_inventory_insert AFTER INSERT ON inventory
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_inventory_added();
CREATE TRIGGER product_listing_inventory_update AFTER UPDATE ON inventory
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_inventory_changed();
CREATE TRIGGER product_listing_inventory_delete AFTER DELETE ON inventory
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_inventory_removed();
CREATE TRIGGER product_listing_skus_insert AFTER INSERT ON skus
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_skus_added();
CREATE TRIGGER product_listing_skus_update AFTER UPDATE ON skus
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_skus_changed();
CREATE TRIGGER product_listing_skus_delete AFTER DELETE ON skus
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_skus_removed();
CREATE TRIGGER product_listing_products_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_products_changed();

-- A database migrated with products already in it gets its listing now.
SELECT refresh_product_listing(ARRAY(SELECT id FROM products));

-- Store search (shell spec §7 /misl/v1/stores/search): a latitude band narrows the haversine.
CREATE INDEX stores_brand_lat ON stores (brand_id, lat);
