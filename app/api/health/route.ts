import { getDb } from "@/lib/db";
import { route } from "@/lib/http/route";

// Readiness for the e2e web server, load balancers and deploy checks: "ok" only once the database
// is started, migrated and answering, with a bounded wait so a hung database reads as down.
const DB_CHECK_TIMEOUT_MS = 5_000;

export const GET = route(async () => {
  let timer: NodeJS.Timeout | undefined;
  try {
    const db = await getDb();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("timed out")), DB_CHECK_TIMEOUT_MS);
    });
    await Promise.race([db.$queryRaw`SELECT 1`, timeout]);
    return Response.json({ status: "ok" });
  } catch {
    return Response.json({ status: "unavailable", message: "The database is not answering." }, { status: 503 });
  } finally {
    clearTimeout(timer);
  }
});
