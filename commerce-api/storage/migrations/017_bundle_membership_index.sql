-- A product page asks which bundles hold the product (catalogue spec §7 bundles call): a bundle
-- lists its pieces in bundle_ids, so the question is `bundle_ids @> ARRAY[id]`. Without an index it
-- scans every product of the brand, as the part lookup did (007). Written straight into the index,
-- no pending list (012: PGlite runs no autovacuum to flush it).
CREATE INDEX products_bundle_ids ON products USING gin (bundle_ids) WITH (fastupdate = off);
