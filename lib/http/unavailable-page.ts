import "server-only";

import { isAppError, isDatabaseTimeout } from "@/lib/errors";
import { errorLogLine, logError } from "@/lib/log";
import { ERROR_MESSAGES } from "@/lib/messages/errors";
import { type NextRequest, NextResponse } from "next/server";
import { pagePath } from "./gate";
import {
  UNAVAILABLE_RENDER_HEADER,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  type UnavailableReason,
  unavailableUrl,
} from "./unavailable";

/** Which unavailable page an error of the request gate calls for; null for errors that are ours to fix (a 500). */
export function unavailableReason(error: unknown): UnavailableReason | null {
  // By code, not class: the error may come from another chunk's copy of lib/errors/index.ts.
  if (isAppError(error) && error.code === "starting_up") return "starting-up";
  return isDatabaseTimeout(error) ? "busy" : null;
}

/** Longest the gate waits for its own rendering of the page before it answers in plain text. */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * The starting-up or busy page (app/unavailable) with 503 and Retry-After, under the URL that was
 * asked for. Next gives a page no way to set its status, so the gate renders the page with a request
 * to its own server (Next's own host and port, plain http, no cookies: the page reads no session and
 * no database) and sends that HTML on with the status it should have. The page's own
 * Content-Security-Policy goes with it, since its scripts carry that policy's nonce.
 */
export async function unavailablePage(
  req: NextRequest,
  reason: UnavailableReason,
  from = pagePath(req.nextUrl),
): Promise<Response> {
  const { host } = req.nextUrl;
  const pageUrl = new URL(unavailableUrl(reason, from), `http://${host}`);
  const headers = new Headers({
    "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS),
    "Cache-Control": "no-store",
  });
  try {
    const page = await fetch(pageUrl, {
      cache: "no-store",
      headers: { [UNAVAILABLE_RENDER_HEADER]: "1" },
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    });
    if (!page.ok) throw new Error(`the unavailable page answered ${page.status}`);
    for (const name of ["Content-Type", "Content-Security-Policy"]) {
      const value = page.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new NextResponse(page.body, { status: 503, headers });
  } catch (error) {
    logError(errorLogLine("warn", "could not render the unavailable page; answering in plain text", error));
    headers.set("Content-Type", "text/plain; charset=utf-8");
    const message = reason === "starting-up" ? ERROR_MESSAGES.startingUp : ERROR_MESSAGES.databaseBusy;
    return new NextResponse(message, { status: 503, headers });
  }
}
