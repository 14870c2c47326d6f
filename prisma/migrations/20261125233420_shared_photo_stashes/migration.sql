-- CreateTable
CREATE TABLE "shared_photo_stashes" (
    "id" SERIAL NOT NULL,
    "token_hash" TEXT NOT NULL,
    "photos" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "shared_photo_stashes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "shared_photo_stashes_token_hash_key" ON "shared_photo_stashes"("token_hash");

-- CreateIndex
CREATE INDEX "shared_photo_stashes_expires_at_idx" ON "shared_photo_stashes"("expires_at");
