-- AlterTable
ALTER TABLE "shares" ADD COLUMN     "published_at" TIMESTAMP(3),
ADD COLUMN     "revoked_at" TIMESTAMP(3);

-- Every share made before drafts existed was public from the start: it stays published.
UPDATE "shares" SET "published_at" = "created_at";
