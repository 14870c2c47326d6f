-- The perceptual hash reads a piece's lean from its outline's edges since version 2 (issue #46).
-- Hashes stored before are of version 1: they are not compared, and the start-up sweep works them
-- out again from the thumbnails (lib/closet/rehash.ts).
ALTER TABLE "clothing_items" ADD COLUMN "image_hash_version" SMALLINT NOT NULL DEFAULT 1;
