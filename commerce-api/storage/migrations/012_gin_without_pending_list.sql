-- A GIN index keeps new entries in a pending list (fastupdate) that vacuum, autovacuum's analyze or
-- its size limit (4 MB) flush. PGlite runs no autovacuum: after the seed's bulk load the part lookup
-- of every add-to-cart read 345 pages of that list and then every product (1.2 s on 100 000
-- products, issue 9 item 7). Products and registries are written rarely: straight into the index.
ALTER INDEX products_part_ids SET (fastupdate = off);
ALTER INDEX registries_owners SET (fastupdate = off);
SELECT gin_clean_pending_list('products_part_ids'::regclass);
SELECT gin_clean_pending_list('registries_owners'::regclass);
