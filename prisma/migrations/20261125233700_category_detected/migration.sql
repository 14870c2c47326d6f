-- AlterTable
ALTER TABLE "clothing_items" ADD COLUMN     "category_detected" BOOLEAN NOT NULL DEFAULT false;
