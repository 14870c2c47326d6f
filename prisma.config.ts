import { defineConfig } from "prisma/config";

// process.env rather than env(): env() throws when DATABASE_URL is unset, and the embedded default
// (PGlite) is exactly the case where it is unset. Only `prisma migrate deploy` against a real
// database needs a URL here; the app itself never reads this file.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
