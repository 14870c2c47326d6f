import OpenAI from "openai";

/**
 * How a request asks for JSON, strongest first: `response_format: json_schema`, `json_object` (the
 * schema goes in the instructions), or no response_format at all (the instructions alone ask for JSON,
 * which every chat server takes). Not every compatible server takes the first two: LM Studio refuses
 * json_object, llama.cpp builds and older servers refuse json_schema, vLLM refuses a schema its
 * grammar backend cannot compile. So, unless the operator named a profile, a request the server
 * rejects for its response_format is asked again one step down, and the step that got an answer is
 * remembered for that server and model, so later calls go straight to it.
 */
export const JSON_MODES = ["json_schema", "json_object", "prompt"] as const;
export type JsonMode = (typeof JSON_MODES)[number];

// In memory only: a restart (say, after upgrading the server) tries the profile's mode again.
const learned = new Map<string, JsonMode>();

const rank = (mode: JsonMode) => JSON_MODES.indexOf(mode);

export type JsonModeLadder = {
  /** The mode to start with: the profile's, or the weaker one this server and model needed before. */
  first: JsonMode;
  /** The next mode to try after `error`, or undefined when the error is not about the response format. */
  after: (mode: JsonMode, error: unknown) => JsonMode | undefined;
  /** Remembers that `mode` got an answer. */
  worked: (mode: JsonMode) => void;
};

/**
 * The modes for one call. `adaptive` is false when OPENAI_COMPAT_PROFILE names the profile: then the
 * operator's choice is what is sent, always. Requests with and without a photo are remembered apart:
 * LM Studio and vLLM turn down a schema only when an image goes along.
 */
export function jsonModeLadder(options: {
  baseUrl: string;
  model: string;
  hasImage: boolean;
  profileMode: JsonMode;
  adaptive: boolean;
}): JsonModeLadder {
  const { baseUrl, model, hasImage, profileMode, adaptive } = options;
  const key = JSON.stringify([baseUrl, model, hasImage]);
  const known = adaptive ? learned.get(key) : undefined;
  const first = known && rank(known) > rank(profileMode) ? known : profileMode;
  return {
    first,
    after: (mode, error) => (adaptive && rejectsFormat(error) ? JSON_MODES[rank(mode) + 1] : undefined),
    worked: (mode) => {
      if (!adaptive || rank(mode) <= rank(first)) return;
      learned.set(key, mode);
      console.warn(
        `[stylematch] openai-compatible: ${baseUrl} turned down response_format ${first} for ${model}; asking with ${mode} from now on`,
      );
    },
  };
}

const ABOUT_FORMAT = /response.?format|json.?schema|json.?object|structured.?output|guided|grammar/i;

/**
 * A 400 or 422 about the response format. vLLM's older error body and FastAPI servers' 422 carry no
 * `error` field, so the SDK keeps no message to read: those count too. A 400 for another reason
 * comes back at every step and ends as it always did; only a step that got an answer is remembered.
 */
export function rejectsFormat(error: unknown): boolean {
  if (!(error instanceof OpenAI.APIError) || (error.status !== 400 && error.status !== 422)) return false;
  return error.error === undefined || error.error === null || ABOUT_FORMAT.test(error.message);
}

/** Forgets what every server needed (tests start each case from the profile's mode). */
export function forgetJsonModes(): void {
  learned.clear();
}
