-- CreateTable
CREATE TABLE "deleted_inspiration_images" (
    "id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "guest_id" UUID,
    "image" JSONB NOT NULL,
    "deleted_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deleted_inspiration_images_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "deleted_inspiration_images_user_id_idx" ON "deleted_inspiration_images"("user_id");

-- CreateIndex
CREATE INDEX "deleted_inspiration_images_guest_id_idx" ON "deleted_inspiration_images"("guest_id");

-- CreateIndex
CREATE INDEX "deleted_inspiration_images_deleted_at_idx" ON "deleted_inspiration_images"("deleted_at");

-- AddForeignKey
ALTER TABLE "deleted_inspiration_images" ADD CONSTRAINT "deleted_inspiration_images_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deleted_inspiration_images" ADD CONSTRAINT "deleted_inspiration_images_guest_id_fkey" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE CASCADE ON UPDATE CASCADE;
