-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "password" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "guests" (
    "id" UUID NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "guests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_signups" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_signups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inspiration_images" (
    "id" SERIAL NOT NULL,
    "image_url" TEXT NOT NULL,
    "image_key" TEXT NOT NULL,
    "thumbnail_url" TEXT NOT NULL,
    "thumbnail_key" TEXT NOT NULL,
    "style_tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "is_saved" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "user_id" INTEGER,
    "guest_id" UUID,

    CONSTRAINT "inspiration_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "clothing_items" (
    "id" SERIAL NOT NULL,
    "image_url" TEXT NOT NULL,
    "image_key" TEXT NOT NULL,
    "thumbnail_url" TEXT NOT NULL,
    "thumbnail_key" TEXT NOT NULL,
    "style_tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "category" TEXT NOT NULL DEFAULT 'other',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "user_id" INTEGER,
    "guest_id" UUID,

    CONSTRAINT "clothing_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outfits" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "style" TEXT NOT NULL,
    "occasion" TEXT NOT NULL,
    "season" TEXT,
    "style_theme" TEXT,
    "is_saved" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "user_id" INTEGER,
    "guest_id" UUID,

    CONSTRAINT "outfits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outfit_items" (
    "outfit_id" INTEGER NOT NULL,
    "clothing_item_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "outfit_items_pkey" PRIMARY KEY ("outfit_id","clothing_item_id")
);

-- CreateTable
CREATE TABLE "shares" (
    "id" SERIAL NOT NULL,
    "token" TEXT NOT NULL,
    "outfit_id" INTEGER NOT NULL,
    "image_url" TEXT NOT NULL,
    "image_key" TEXT NOT NULL,
    "caption" TEXT NOT NULL,
    "background" TEXT NOT NULL,
    "template" TEXT NOT NULL,
    "platform" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "shares_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "site_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "mode" TEXT NOT NULL DEFAULT 'app',
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "site_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limits" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "window_start" TIMESTAMP(3) NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "ai_results" (
    "id" SERIAL NOT NULL,
    "owner_key" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "input_key" TEXT NOT NULL,
    "result" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ai_results_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "users_username_key" ON "users"("username");

-- CreateIndex
CREATE INDEX "guests_last_seen_at_idx" ON "guests"("last_seen_at");

-- CreateIndex
CREATE UNIQUE INDEX "email_signups_email_key" ON "email_signups"("email");

-- CreateIndex
CREATE INDEX "inspiration_images_user_id_created_at_idx" ON "inspiration_images"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "inspiration_images_guest_id_created_at_idx" ON "inspiration_images"("guest_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "clothing_items_user_id_category_created_at_idx" ON "clothing_items"("user_id", "category", "created_at" DESC);

-- CreateIndex
CREATE INDEX "clothing_items_user_id_created_at_idx" ON "clothing_items"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "clothing_items_guest_id_category_created_at_idx" ON "clothing_items"("guest_id", "category", "created_at" DESC);

-- CreateIndex
CREATE INDEX "clothing_items_guest_id_created_at_idx" ON "clothing_items"("guest_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "outfits_user_id_created_at_idx" ON "outfits"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "outfits_guest_id_created_at_idx" ON "outfits"("guest_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "outfit_items_clothing_item_id_idx" ON "outfit_items"("clothing_item_id");

-- CreateIndex
CREATE UNIQUE INDEX "shares_token_key" ON "shares"("token");

-- CreateIndex
CREATE INDEX "shares_outfit_id_idx" ON "shares"("outfit_id");

-- CreateIndex
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "ai_results_owner_key_kind_input_key_key" ON "ai_results"("owner_key", "kind", "input_key");

-- AddForeignKey
ALTER TABLE "inspiration_images" ADD CONSTRAINT "inspiration_images_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inspiration_images" ADD CONSTRAINT "inspiration_images_guest_id_fkey" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "clothing_items" ADD CONSTRAINT "clothing_items_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "clothing_items" ADD CONSTRAINT "clothing_items_guest_id_fkey" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "outfits" ADD CONSTRAINT "outfits_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "outfits" ADD CONSTRAINT "outfits_guest_id_fkey" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "outfit_items" ADD CONSTRAINT "outfit_items_outfit_id_fkey" FOREIGN KEY ("outfit_id") REFERENCES "outfits"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "outfit_items" ADD CONSTRAINT "outfit_items_clothing_item_id_fkey" FOREIGN KEY ("clothing_item_id") REFERENCES "clothing_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "shares" ADD CONSTRAINT "shares_outfit_id_fkey" FOREIGN KEY ("outfit_id") REFERENCES "outfits"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddCheckConstraint (hand-written: Prisma cannot express these)
-- A closet item, inspiration image or outfit belongs to exactly one user or one guest.
ALTER TABLE "clothing_items" ADD CONSTRAINT "clothing_items_one_owner_check" CHECK (num_nonnulls("user_id", "guest_id") = 1);
ALTER TABLE "inspiration_images" ADD CONSTRAINT "inspiration_images_one_owner_check" CHECK (num_nonnulls("user_id", "guest_id") = 1);
ALTER TABLE "outfits" ADD CONSTRAINT "outfits_one_owner_check" CHECK (num_nonnulls("user_id", "guest_id") = 1);

-- The site settings table holds a single row.
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_singleton_check" CHECK ("id" = 1);
