-- AlterTable: the garment facts the owner set themselves (issue #39), null while every fact is "auto".
-- (No semicolon in these comments: Prisma's schema engine splits the script on it.)
ALTER TABLE "clothing_items" ADD COLUMN     "fact_overrides" JSONB;
