import { EXPORT_LIMITS, exportAccount } from "@/lib/account";
import { getSiteConfig } from "@/lib/config/site";
import { withOwner } from "@/lib/http/route";

/** GET /api/account/export → 200 application/zip, streamed: data.json and every stored photo. Guests too. */
export const GET = withOwner({ limits: EXPORT_LIMITS }, async ({ owner }) => {
  const { filename, body } = await exportAccount(owner, getSiteConfig().productName);
  return new Response(body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
