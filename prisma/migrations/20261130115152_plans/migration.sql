-- Plans (issue #43): looks planned for coming days, and the secret of an owner's calendar feed.
-- AlterTable
ALTER TABLE "owner_settings" ADD COLUMN     "calendar_token" TEXT;

-- CreateTable
CREATE TABLE "plans" (
    "id" SERIAL NOT NULL,
    "date" DATE NOT NULL,
    "items" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "outfit_id" INTEGER,
    "note" TEXT,
    "free" BOOLEAN NOT NULL DEFAULT false,
    "wear_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "user_id" INTEGER,
    "guest_id" UUID,

    CONSTRAINT "plans_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "plans_user_id_date_idx" ON "plans"("user_id", "date");

-- CreateIndex
CREATE INDEX "plans_guest_id_date_idx" ON "plans"("guest_id", "date");

-- CreateIndex
CREATE INDEX "plans_outfit_id_idx" ON "plans"("outfit_id");

-- CreateIndex
CREATE INDEX "plans_wear_id_idx" ON "plans"("wear_id");

-- CreateIndex
CREATE UNIQUE INDEX "owner_settings_calendar_token_key" ON "owner_settings"("calendar_token");

-- AddForeignKey
ALTER TABLE "plans" ADD CONSTRAINT "plans_outfit_id_fkey" FOREIGN KEY ("outfit_id") REFERENCES "outfits"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "plans" ADD CONSTRAINT "plans_wear_id_fkey" FOREIGN KEY ("wear_id") REFERENCES "wears"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "plans" ADD CONSTRAINT "plans_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "plans" ADD CONSTRAINT "plans_guest_id_fkey" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CheckConstraint: a plan belongs to exactly one user or one guest (Prisma cannot express it).
ALTER TABLE "plans" ADD CONSTRAINT "plans_one_owner_check" CHECK (num_nonnulls("user_id", "guest_id") = 1);
