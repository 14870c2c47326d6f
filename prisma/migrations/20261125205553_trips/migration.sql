-- CreateTable
CREATE TABLE "trips" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "place" TEXT,
    "activities" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "items" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "days" JSONB NOT NULL,
    "gaps" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "checked" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "user_id" INTEGER,
    "guest_id" UUID,

    CONSTRAINT "trips_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "trips_user_id_start_date_idx" ON "trips"("user_id", "start_date");

-- CreateIndex
CREATE INDEX "trips_guest_id_start_date_idx" ON "trips"("guest_id", "start_date");

-- AddForeignKey
ALTER TABLE "trips" ADD CONSTRAINT "trips_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trips" ADD CONSTRAINT "trips_guest_id_fkey" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A trip belongs to exactly one owner (a user or a guest), like every owned table.
ALTER TABLE "trips" ADD CONSTRAINT "trips_one_owner_check" CHECK (num_nonnulls("user_id", "guest_id") = 1);
