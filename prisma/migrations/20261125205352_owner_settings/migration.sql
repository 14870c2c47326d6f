-- CreateTable
CREATE TABLE "owner_settings" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER,
    "guest_id" UUID,
    "hemisphere" TEXT NOT NULL DEFAULT 'north',
    "place" JSONB,
    "today_swaps" JSONB,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "owner_settings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "owner_settings_user_id_key" ON "owner_settings"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "owner_settings_guest_id_key" ON "owner_settings"("guest_id");

-- AddForeignKey
ALTER TABLE "owner_settings" ADD CONSTRAINT "owner_settings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "owner_settings" ADD CONSTRAINT "owner_settings_guest_id_fkey" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE CASCADE ON UPDATE CASCADE;
