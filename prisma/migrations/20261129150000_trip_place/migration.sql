-- AlterTable: a trip's destination as resolved (issue #39 §5): its coordinates beside the name in
-- "place". Older trips keep their free-text place with no coordinates (packed without weather).
-- (No semicolon in these comments: Prisma's schema engine splits the script on it.)
ALTER TABLE "trips" ADD COLUMN     "latitude" DOUBLE PRECISION,
ADD COLUMN     "longitude" DOUBLE PRECISION;
