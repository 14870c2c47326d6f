-- CreateTable
CREATE TABLE "account_imports" (
    "id" SERIAL NOT NULL,
    "archive_hash" TEXT NOT NULL,
    "counts" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "user_id" INTEGER,
    "guest_id" UUID,

    CONSTRAINT "account_imports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "account_imports_user_id_archive_hash_key" ON "account_imports"("user_id", "archive_hash");

-- CreateIndex
CREATE UNIQUE INDEX "account_imports_guest_id_archive_hash_key" ON "account_imports"("guest_id", "archive_hash");

-- AddForeignKey
ALTER TABLE "account_imports" ADD CONSTRAINT "account_imports_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_imports" ADD CONSTRAINT "account_imports_guest_id_fkey" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Exactly one owner, as every owned table.
ALTER TABLE "account_imports" ADD CONSTRAINT "account_imports_one_owner_check" CHECK (num_nonnulls("user_id", "guest_id") = 1);
