-- The cleanout queue's "keep" is a snooze (issue #41): the piece leaves the queue until keep_until,
-- then may come back if it is still unworn. A keep chosen before this had no end: it gets the default
-- period (3 months) from today, so it stays out of the queue for now and comes back later.

-- AlterTable
ALTER TABLE "clothing_items" ADD COLUMN     "keep_until" DATE;

UPDATE "clothing_items" SET "keep_until" = (CURRENT_DATE + INTERVAL '3 months')::date WHERE "cleanout" = 'keep';

-- Rules Prisma cannot express: a keep has an end, and only a keep has one.
ALTER TABLE "clothing_items"
  ADD CONSTRAINT "clothing_items_keep_until_check" CHECK (("cleanout" IS NOT DISTINCT FROM 'keep') = ("keep_until" IS NOT NULL));
