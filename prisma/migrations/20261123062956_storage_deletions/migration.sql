-- CreateTable
CREATE TABLE "storage_deletions" (
    "key" TEXT NOT NULL,
    "not_before" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "storage_deletions_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "storage_deletions_not_before_idx" ON "storage_deletions"("not_before");
