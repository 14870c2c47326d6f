-- AlterTable
ALTER TABLE "clothing_items" ADD COLUMN     "original_image_key" TEXT;
