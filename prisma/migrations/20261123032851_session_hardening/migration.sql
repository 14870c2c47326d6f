-- AlterTable
ALTER TABLE "guests" ADD COLUMN     "ended_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "rate_limits" ADD COLUMN     "blocked_until" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "session_version" INTEGER NOT NULL DEFAULT 0;

-- Usernames are unique regardless of letter case ("Alice" and "alice" are one name). Lookups use
-- lower(username) too, so this index also serves them. Prisma's schema cannot express an
-- expression index, so it lives only here.
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" (lower("username"));
