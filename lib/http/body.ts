import "server-only";

import { bodyTooLarge, malformedJson } from "@/lib/errors";
import { parse, type z } from "zod";

/** JSON bodies of the REST contract are small: a login, a filter, a 500-character message. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

/**
 * Reads a JSON body as it arrives and stops at JSON_BODY_MAX_BYTES (413), so an oversized body is
 * refused before it is buffered, then validates it with the route's schema (400 with the schema's
 * message). An empty body parses as `undefined`, so a schema can make the body optional.
 */
export async function readJsonBody<S extends z.core.$ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const declared = Number(req.headers.get("content-length") ?? NaN);
  if (declared > JSON_BODY_MAX_BYTES) {
    await req.body?.cancel().catch(() => undefined);
    throw bodyTooLarge();
  }
  const chunks: Uint8Array[] = [];
  let received = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > JSON_BODY_MAX_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw bodyTooLarge();
      }
      chunks.push(value);
    }
  }
  const text = Buffer.concat(chunks).toString("utf8");
  let body: unknown;
  try {
    body = text.trim() ? JSON.parse(text) : undefined;
  } catch {
    throw malformedJson();
  }
  // The functional parse takes classic and zod/mini schemas (the forms' shared ones) alike, and
  // throws classic zod's ZodError for both, which lib/errors answers with a 400.
  return parse(schema, body);
}
