-- Item details (name, colours, brand, size, price, purchase date, material, seasons, notes, status,
-- favourite), the owner's own tags, near-duplicate hashes, search, and the undo window of deletes.

-- The closet search's trigram index (pg_trgm is a trusted extension: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- AlterTable
ALTER TABLE "clothing_items" ADD COLUMN     "brand" TEXT,
ADD COLUMN     "colors" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "corrected_at" TIMESTAMP(3),
ADD COLUMN     "currency" TEXT,
ADD COLUMN     "favorite" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "image_hash" BIGINT,
ADD COLUMN     "material" TEXT,
ADD COLUMN     "name" TEXT,
ADD COLUMN     "notes" TEXT,
ADD COLUMN     "price" DECIMAL(12,2),
ADD COLUMN     "purchased_on" DATE,
ADD COLUMN     "removed_tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "seasons" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "size" TEXT,
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'active',
ADD COLUMN     "user_tags" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "deleted_clothing_items" (
    "id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "guest_id" UUID,
    "item" JSONB NOT NULL,
    "outfit_links" JSONB NOT NULL DEFAULT '[]',
    "deleted_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deleted_clothing_items_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "deleted_clothing_items_user_id_idx" ON "deleted_clothing_items"("user_id");

-- CreateIndex
CREATE INDEX "deleted_clothing_items_guest_id_idx" ON "deleted_clothing_items"("guest_id");

-- CreateIndex
CREATE INDEX "deleted_clothing_items_deleted_at_idx" ON "deleted_clothing_items"("deleted_at");

-- AddForeignKey
ALTER TABLE "deleted_clothing_items" ADD CONSTRAINT "deleted_clothing_items_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deleted_clothing_items" ADD CONSTRAINT "deleted_clothing_items_guest_id_fkey" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Rules Prisma cannot express.
ALTER TABLE "clothing_items"
  ADD CONSTRAINT "clothing_items_status_check" CHECK ("status" IN ('active', 'laundry', 'archived')),
  ADD CONSTRAINT "clothing_items_price_check" CHECK ("price" IS NULL OR "price" >= 0),
  ADD CONSTRAINT "clothing_items_currency_check" CHECK ("currency" IS NULL OR "currency" ~ '^[A-Z]{3}$');
ALTER TABLE "deleted_clothing_items"
  ADD CONSTRAINT "deleted_clothing_items_one_owner" CHECK (("user_id" IS NULL) <> ("guest_id" IS NULL));

-- What the closet search reads: the text fields, tags and colours, lower-cased, kept by Postgres
-- itself on every write. (A one-statement SQL function, not a plpgsql trigger: Prisma's migration
-- runner splits scripts at every semicolon, even inside a function body.)
CREATE FUNCTION "closet_search_text"(name TEXT, brand TEXT, material TEXT, notes TEXT, tags TEXT[], colors TEXT[])
  RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS 'SELECT lower(concat_ws('' '', name, brand, material, notes, array_to_string(tags, '' ''), array_to_string(colors, '' '')))';
ALTER TABLE "clothing_items" ADD COLUMN "search_text" TEXT GENERATED ALWAYS AS
  ("closet_search_text"("name", "brand", "material", "notes", "style_tags", "colors")) STORED;
CREATE INDEX "clothing_items_search_text_idx" ON "clothing_items" USING GIN ("search_text" gin_trgm_ops);

-- Items analysed before this migration: their colour and season tags become their colours and seasons.
UPDATE "clothing_items" SET
  "colors" = ARRAY(SELECT t FROM unnest("style_tags") AS t WHERE t = ANY (ARRAY['black', 'white', 'grey',
    'navy', 'blue', 'light blue', 'teal', 'green', 'olive', 'khaki', 'beige', 'camel', 'brown', 'red',
    'burgundy', 'pink', 'purple', 'lavender', 'yellow', 'mustard', 'orange', 'rust', 'cream'])),
  "seasons" = ARRAY(SELECT t FROM unnest("style_tags") AS t
    WHERE t = ANY (ARRAY['all-season', 'spring', 'summer', 'fall', 'winter']));
