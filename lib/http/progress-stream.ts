import "server-only";

import { errorResponse } from "@/lib/errors";

/** The media type of an answer told as it goes: one JSON object per line. */
export const PROGRESS_STREAM_TYPE = "application/x-ndjson";

/**
 * The lines of a streamed answer: any number of `{progress}`, then exactly one `{result}` or
 * `{error, status}` (the error body and status the same call answers unstreamed).
 */
export type ProgressLine<P, R> = { progress: P } | { result: R } | { error: unknown; status: number };

/** Whether the caller asked to be told the progress of a long call (`Accept: application/x-ndjson`). */
export function wantsProgress(req: Request): boolean {
  return (req.headers.get("Accept") ?? "").toLowerCase().includes(PROGRESS_STREAM_TYPE);
}

/**
 * Answers a long call with its progress as it goes. Until `work` first reports progress it is an
 * ordinary call: a refusal in its checks is thrown to the route's error mapper (its status and
 * message as without streaming) and a result that comes first is plain JSON. From the first report
 * on, the answer is 200 `application/x-ndjson`: a `{progress}` line per report, then the
 * `{result}`, or `{error, status}` with the body and status the error mapper gives. A client that
 * goes away does not stop the work (as with an unstreamed call); its lines are dropped.
 */
export async function progressStream<P, R>(
  requestId: string,
  work: (report: (progress: P) => void) => Promise<R>,
): Promise<Response> {
  const early: ProgressLine<P, R>[] = []; // reports made before the stream was opened
  let write = (line: ProgressLine<P, R>) => void early.push(line);
  let firstReport = () => {};
  const reported = new Promise<{ kind: "reported" }>((resolve) => (firstReport = () => resolve({ kind: "reported" })));
  const outcome = work((progress) => {
    write({ progress });
    firstReport();
  }).then(
    (result) => ({ kind: "done" as const, result }),
    (error: unknown) => ({ kind: "failed" as const, error }),
  );
  const first = await Promise.race([reported, outcome]);
  // Done, or refused, before any progress: answered as the call is unstreamed.
  if (first.kind === "done") return Response.json(first.result);
  if (first.kind === "failed") throw first.error;

  const encoder = new TextEncoder();
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      write = (line) => {
        if (open) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      };
      early.splice(0).forEach(write);
      void outcome.then(async (last) => {
        if (last.kind === "done") write({ result: last.result });
        else {
          const { response } = errorResponse(last.error, requestId);
          write({ error: await response.json(), status: response.status });
        }
        if (open) controller.close();
        open = false;
      });
    },
    cancel() {
      open = false;
    },
  });
  return new Response(body, { headers: { "Content-Type": `${PROGRESS_STREAM_TYPE}; charset=utf-8` } });
}
