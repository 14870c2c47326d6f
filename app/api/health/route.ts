// Liveness for the e2e web server and deploy checks. The database work extends it to answer only
// once the database is reachable and migrated.
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: "ok" });
}
