import { AppError } from "@/lib/errors";
import type { ErrorCode } from "@/lib/errors/codes";
import { AI_MESSAGES } from "@/lib/messages/ai";
import { TOAST } from "@/lib/messages/toasts";

/**
 * Why the style assistant could not answer. Each kind maps to one status and one sentence a person
 * understands; `toErrorResponse` turns it into the JSON error like any other AppError.
 * - invalid: the answer failed validation (or was a refusal): 502, the same request may well work again.
 * - busy: rate-limited or overloaded after our retries: 503.
 * - timeout: no answer within the time bound: 503 (the gateway did not time out, we gave up).
 * - unavailable: the provider rejected our request (bad key, unknown model): 503, logged for the operator.
 * - no-outfits: nothing the rules accept; SPEC §8's outfit toast text, 502.
 */
export type AiErrorKind = "invalid" | "busy" | "timeout" | "unavailable" | "no-outfits";

const STATUS: Record<AiErrorKind, number> = {
  invalid: 502,
  busy: 503,
  timeout: 503,
  unavailable: 503,
  "no-outfits": 502,
};
const CODE: Record<AiErrorKind, ErrorCode> = {
  invalid: "ai_invalid_answer",
  busy: "ai_busy",
  timeout: "ai_timeout",
  unavailable: "ai_unavailable",
  "no-outfits": "ai_no_outfits",
};
const MESSAGE: Record<AiErrorKind, string> = {
  invalid: AI_MESSAGES.unusableAnswer,
  busy: AI_MESSAGES.busy,
  timeout: AI_MESSAGES.timeout,
  unavailable: AI_MESSAGES.unavailable,
  "no-outfits": TOAST.unparseableOutfits.title,
};

// A brand, not `instanceof`: build chunks may each hold a copy of this class (see lib/errors/index.ts).
const AI_ERROR: unique symbol = Symbol.for("stylematch.error.ai");
export const isAiError = (error: unknown): error is AiError =>
  typeof error === "object" && error !== null && (error as Record<symbol, unknown>)[AI_ERROR] === true;

export class AiError extends AppError {
  readonly [AI_ERROR] = true;
  constructor(
    readonly kind: AiErrorKind,
    /** For logs only; never shown. */
    readonly detail?: string,
    /**
     * Names the provider in an unusable answer's message, for providers whose models the operator
     * chooses (any OpenAI-compatible one): then "which model answered badly" is the first question.
     */
    readonly provider?: string,
  ) {
    super(
      STATUS[kind],
      CODE[kind],
      kind === "invalid" && provider ? AI_MESSAGES.unusableAnswerFrom(provider) : MESSAGE[kind],
      kind === "busy" || kind === "timeout" ? { "Retry-After": "60" } : {},
    );
    this.name = "AiError";
  }
}
