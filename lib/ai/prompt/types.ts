import type { PreparedImage } from "../image";
import type { JsonSchema } from "./output-schemas";

/** One piece of a prompt's user turn, in order: text, or a photo already resized to its token budget. */
export type PromptPart = { type: "text"; text: string } | { type: "image"; image: PreparedImage };

/**
 * What a provider sends for one task, whatever its wire format: the instructions, the user turn and the
 * JSON schema the answer must follow. Providers only translate this into their API's shapes.
 */
export type Prompt = {
  task: "tags" | "match" | "missing" | "outfits";
  /** Tagging runs on the smaller, cheaper model; the rest on the main one. */
  model: "tag" | "main";
  system: string;
  parts: PromptPart[];
  jsonSchema: JsonSchema;
  maxTokens: number;
  /**
   * Runs the engine's own validation (lib/ai/sanitize.ts) on a raw answer and throws an AiError saying
   * what is wrong. Providers whose structured output is not guaranteed use it to ask for one repair.
   */
  check: (answer: unknown) => void;
};
