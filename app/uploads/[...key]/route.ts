import { imageNotFound, toErrorResponse } from "@/lib/errors";
import { getStorage, isValidKey } from "@/lib/storage";

/**
 * Serves stored uploads at /uploads/<key>. Keys are unguessable and never reused, so the files are
 * cached for a year as immutable. CORP same-origin lets the cross-origin-isolated upload pages
 * (COEP, see DESIGN.md) show them.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ key: string[] }> }): Promise<Response> {
  try {
    const key = (await params).key.join("/");
    const stored = isValidKey(key) ? await getStorage().get(key) : null;
    if (!stored) return missing();
    return new Response(stored.body, {
      headers: {
        "Content-Type": stored.contentType,
        "Content-Length": String(stored.size),
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
        "Cross-Origin-Resource-Policy": "same-origin",
      },
    });
  } catch (error) {
    return toErrorResponse(error);
  }
}

function missing(): Response {
  const response = toErrorResponse(imageNotFound());
  response.headers.set("Cache-Control", "no-store");
  return response;
}
