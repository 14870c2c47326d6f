-- AlterTable: the garment facts the owner set themselves (issue #39); null while every fact is "auto"
ALTER TABLE "clothing_items" ADD COLUMN     "fact_overrides" JSONB;
