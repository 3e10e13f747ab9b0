-- Review media bytes leave the review_media row for a chunk table (issue 10: uploads streamed,
-- never buffered whole): an upload is written half a megabyte at a time as it arrives and served
-- back the same way. Video does not compress, so the chunks are stored as they are (EXTERNAL).
CREATE TABLE review_media_chunks (
  media_id uuid NOT NULL REFERENCES review_media (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (media_id, seq)
);
ALTER TABLE review_media_chunks ALTER COLUMN bytes SET STORAGE EXTERNAL;
INSERT INTO review_media_chunks (media_id, seq, bytes)
  SELECT id, 0, bytes FROM review_media WHERE octet_length(bytes) > 0;
ALTER TABLE review_media DROP COLUMN bytes;

-- 'uploading' while the bytes stream in (it holds the shopper's place among their 6 images and
-- 1 video, and counts toward their uploads in flight), 'stored' once whole.
ALTER TABLE review_media ADD COLUMN state text NOT NULL DEFAULT 'stored';
CREATE INDEX review_media_pending ON review_media (user_id, product_id, kind) WHERE review_id IS NULL;
CREATE INDEX review_media_unattached_age ON review_media (created_at) WHERE review_id IS NULL;
