import { getDb } from "@/lib/db";

// Readiness for the e2e web server, load balancers and deploy checks: "ok" only once the database
// is started, migrated and answering. No caching, and a bounded wait so a hung database reads as down.
export const dynamic = "force-dynamic";

const DB_CHECK_TIMEOUT_MS = 5_000;

export async function GET() {
  let timer: NodeJS.Timeout | undefined;
  try {
    const db = await getDb();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("timed out")), DB_CHECK_TIMEOUT_MS);
    });
    await Promise.race([db.$queryRaw`SELECT 1`, timeout]);
    return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch {
    return Response.json(
      { status: "unavailable", message: "The database is not answering." },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  } finally {
    clearTimeout(timer);
  }
}
