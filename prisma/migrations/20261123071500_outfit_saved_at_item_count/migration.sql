-- AlterTable
ALTER TABLE "outfits" ADD COLUMN     "item_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "saved_at" TIMESTAMP(3);

-- Outfits stored before this migration: their items as they are now, and saved "when created".
UPDATE "outfits" SET "item_count" = (SELECT count(*) FROM "outfit_items" WHERE "outfit_items"."outfit_id" = "outfits"."id");
UPDATE "outfits" SET "saved_at" = "created_at" WHERE "is_saved";
