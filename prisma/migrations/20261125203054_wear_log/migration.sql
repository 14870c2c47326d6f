-- The wear log (issue #28): wears and their pieces, outfits the owner builds, the cleanout queue's
-- choice per item, and the wear links a deleted item keeps in the trash for undo.

-- AlterTable
ALTER TABLE "clothing_items" ADD COLUMN     "cleanout" TEXT;

-- AlterTable
ALTER TABLE "deleted_clothing_items" ADD COLUMN     "wear_links" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "outfits" ADD COLUMN     "is_built" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "wears" (
    "id" SERIAL NOT NULL,
    "date" DATE NOT NULL,
    "outfit_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "user_id" INTEGER,
    "guest_id" UUID,

    CONSTRAINT "wears_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wear_items" (
    "wear_id" INTEGER NOT NULL,
    "clothing_item_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "wear_items_pkey" PRIMARY KEY ("wear_id","clothing_item_id")
);

-- CreateIndex
CREATE INDEX "wears_user_id_date_idx" ON "wears"("user_id", "date");

-- CreateIndex
CREATE INDEX "wears_guest_id_date_idx" ON "wears"("guest_id", "date");

-- CreateIndex
CREATE INDEX "wears_outfit_id_idx" ON "wears"("outfit_id");

-- CreateIndex
CREATE UNIQUE INDEX "wears_user_id_outfit_id_date_key" ON "wears"("user_id", "outfit_id", "date");

-- CreateIndex
CREATE UNIQUE INDEX "wears_guest_id_outfit_id_date_key" ON "wears"("guest_id", "outfit_id", "date");

-- CreateIndex
CREATE INDEX "wear_items_clothing_item_id_idx" ON "wear_items"("clothing_item_id");

-- AddForeignKey
ALTER TABLE "wears" ADD CONSTRAINT "wears_outfit_id_fkey" FOREIGN KEY ("outfit_id") REFERENCES "outfits"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wears" ADD CONSTRAINT "wears_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wears" ADD CONSTRAINT "wears_guest_id_fkey" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wear_items" ADD CONSTRAINT "wear_items_wear_id_fkey" FOREIGN KEY ("wear_id") REFERENCES "wears"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wear_items" ADD CONSTRAINT "wear_items_clothing_item_id_fkey" FOREIGN KEY ("clothing_item_id") REFERENCES "clothing_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Rules Prisma cannot express.
ALTER TABLE "clothing_items"
  ADD CONSTRAINT "clothing_items_cleanout_check" CHECK ("cleanout" IS NULL OR "cleanout" IN ('keep', 'maybe', 'donate', 'sell'));
ALTER TABLE "wears" ADD CONSTRAINT "wears_one_owner_check" CHECK (num_nonnulls("user_id", "guest_id") = 1);
