import { serveStoredFile } from "@/lib/storage/serve";

/** Serves stored uploads at /uploads/<key> from the configured store (lib/storage/serve.ts). */
export async function GET(req: Request, { params }: RouteContext<"/uploads/[...key]">): Promise<Response> {
  return serveStoredFile(req, (await params).key.join("/"));
}
