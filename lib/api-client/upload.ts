import { isGuestTab } from "@/lib/auth/session-store";
import { ApiError, NetworkError } from "./api-error";
import { withTimestamp } from "./index";

const PROGRESS_STREAM_TYPE = "application/x-ndjson"; // lib/http/progress-stream.ts, which is server-only

type UploadListeners<P> = {
  /** How much of the body has gone out. */
  onSent: (sent: number, total: number) => void;
  /**
   * Asks the server to tell its own progress once the body is in (`Accept: application/x-ndjson`,
   * lib/http/progress-stream.ts) and hears each report as it arrives.
   */
  onServerProgress?: (progress: P) => void;
};

/**
 * A multipart POST that reports how much of the body has gone out (fetch cannot: a large upload,
 * like restoring an export, would show no progress) and, when asked, the server's progress on it.
 * The same headers and errors as apiRequest (SPEC §7: no-cache, X-Guest-Mode, ApiError for a non-OK
 * answer or a streamed error line), but no automatic retry: sending a gigabyte again is the
 * person's call. Resolves with the answer's JSON (a streamed answer's `result`).
 */
export function uploadWithProgress<P>(url: string, body: FormData, listeners: UploadListeners<P>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const lines = new LineReader();
    request.open("POST", withTimestamp(url, Date.now()));
    request.withCredentials = true;
    request.setRequestHeader("Cache-Control", "no-cache, no-store, must-revalidate");
    request.setRequestHeader("Pragma", "no-cache");
    if (listeners.onServerProgress) request.setRequestHeader("Accept", `${PROGRESS_STREAM_TYPE}, application/json`);
    if (isGuestTab()) request.setRequestHeader("X-Guest-Mode", "true");
    const streamed = () => (request.getResponseHeader("Content-Type") ?? "").startsWith(PROGRESS_STREAM_TYPE);
    let lastLine: unknown;
    const hear = (lineList: unknown[]) => {
      for (const line of lineList) {
        lastLine = line;
        if (isObject(line) && "progress" in line) listeners.onServerProgress?.(line.progress as P);
      }
    };
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) listeners.onSent(event.loaded, event.total);
    };
    request.onprogress = () => {
      if (request.status === 200 && streamed()) hear(lines.read(request.responseText));
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, request.statusText, request.responseText));
        return;
      }
      try {
        if (!streamed()) return resolve(JSON.parse(request.responseText));
        hear(lines.read(`${request.responseText}\n`));
        resolve(streamedOutcome(lastLine));
      } catch (error) {
        // A line cut short: the connection ended mid-answer.
        reject(error instanceof SyntaxError ? new NetworkError(new TypeError("The answer was cut short.")) : error);
      }
    };
    request.onerror = () => reject(new NetworkError(new TypeError("Network request failed")));
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    request.send(body);
  });
}

/** The last line of a streamed answer: its result, or its error thrown as the same call's ApiError. */
function streamedOutcome(last: unknown): unknown {
  if (isObject(last) && "result" in last) return last.result;
  if (isObject(last) && "error" in last && typeof last.status === "number")
    throw new ApiError(last.status, "", JSON.stringify(last.error));
  // The connection ended before the server's last word (a proxy's timeout, a restart).
  throw new NetworkError(new TypeError("The answer ended before the server said how the upload went."));
}

/** Reads the complete lines of a growing NDJSON text, each once. */
export class LineReader {
  private consumed = 0;

  read(text: string): unknown[] {
    const end = text.lastIndexOf("\n") + 1;
    if (end <= this.consumed) return [];
    const complete = text.slice(this.consumed, end);
    this.consumed = end;
    return complete
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as unknown);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
