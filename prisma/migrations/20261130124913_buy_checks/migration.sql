-- Buy checks (issue #44): products judged against the owner's closet before buying, kept as a wishlist.
-- CreateTable
CREATE TABLE "buy_checks" (
    "id" SERIAL NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "name" TEXT,
    "brand" TEXT,
    "price" DECIMAL(12,2),
    "currency" TEXT,
    "source_url" TEXT,
    "image_url" TEXT NOT NULL,
    "image_key" TEXT NOT NULL,
    "thumbnail_url" TEXT NOT NULL,
    "thumbnail_key" TEXT NOT NULL,
    "image_hash" BIGINT,
    "category" TEXT NOT NULL,
    "style_tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "colors" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "result" JSONB NOT NULL,
    "verdict" TEXT NOT NULL,
    "bought_item_id" INTEGER,
    "bought_at" TIMESTAMP(3),
    "user_id" INTEGER,
    "guest_id" UUID,

    CONSTRAINT "buy_checks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "buy_checks_user_id_created_at_idx" ON "buy_checks"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "buy_checks_guest_id_created_at_idx" ON "buy_checks"("guest_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "buy_checks_bought_item_id_idx" ON "buy_checks"("bought_item_id");

-- AddForeignKey
ALTER TABLE "buy_checks" ADD CONSTRAINT "buy_checks_bought_item_id_fkey" FOREIGN KEY ("bought_item_id") REFERENCES "clothing_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "buy_checks" ADD CONSTRAINT "buy_checks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "buy_checks" ADD CONSTRAINT "buy_checks_guest_id_fkey" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CheckConstraint: a check belongs to exactly one user or one guest (Prisma cannot express it).
ALTER TABLE "buy_checks" ADD CONSTRAINT "buy_checks_one_owner_check" CHECK (num_nonnulls("user_id", "guest_id") = 1);

-- CheckConstraint: the verdict is one of the three lib/buy/judgement.ts gives.
ALTER TABLE "buy_checks" ADD CONSTRAINT "buy_checks_verdict_check" CHECK ("verdict" IN ('buy', 'think twice', 'skip'));
