import { checkHealth } from "@/lib/health";
import { route } from "@/lib/http/route";

// Readiness for the e2e web server, load balancers and deploy checks: 200 only when both the
// database and the image store answer, 503 with the same body shape otherwise. Open in coming-soon
// mode (lib/http/gate.ts), so a closed site still reads as healthy.
export const GET = route(async () => {
  const report = await checkHealth();
  return Response.json(report, { status: report.status === "ok" ? 200 : 503 });
});
