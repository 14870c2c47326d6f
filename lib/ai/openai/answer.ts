/**
 * Reading a chat completion's answer the way compatible servers actually send it. The SDK types say
 * `content` is a string, but proxies and some servers send an array of parts (Mistral's reasoning
 * models put a "thinking" part before the text), and some servers turn a JSON answer into a tool
 * call. Small local models wrap JSON in a Markdown fence, often with a sentence around it, and
 * reasoning models put a <think> block first.
 */

type Part = { type?: unknown; text?: unknown };
type ToolCall = { function?: { arguments?: unknown } };

/** The answer's text: a tool call's arguments when there is one, else the content's text parts. */
export function messageText(message: unknown): string {
  if (!message || typeof message !== "object") return "";
  const { content, tool_calls: calls } = message as { content?: unknown; tool_calls?: unknown };
  // A tool call is the model's structured answer; any prose beside it is commentary.
  for (const call of Array.isArray(calls) ? (calls as ToolCall[]) : []) {
    const args = call?.function?.arguments;
    if (typeof args === "string" && args.trim()) return args;
    if (args && typeof args === "object") return JSON.stringify(args);
  }
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return (content as Part[])
    .filter((part) => part?.type === "text" && typeof part.text === "string")
    .map((part) => part.text as string)
    .join("");
}

const FENCE = /```[\w-]*[^\S\n]*\n?([\s\S]*?)```/g;
const THINKING = /<(think|thinking|reasoning)>[\s\S]*?<\/\1>/gi;

/**
 * The JSON in an answer: all of it, else the first fenced block that parses, else the span from the
 * first brace or bracket to the last one. Undefined when none of those is JSON.
 */
export function jsonIn(text: string): { value: unknown } | undefined {
  const answer = text.replace(THINKING, "").trim();
  const candidates = [answer, ...[...answer.matchAll(FENCE)].map((match) => match[1]!), outermost(answer)];
  for (const candidate of candidates) {
    if (!candidate?.trim()) continue;
    try {
      return { value: JSON.parse(candidate) };
    } catch {
      // not this one
    }
  }
  return undefined;
}

function outermost(text: string): string | undefined {
  const start = text.search(/[{[]/);
  if (start < 0) return undefined;
  const end = Math.max(text.lastIndexOf("}"), text.lastIndexOf("]"));
  return end > start ? text.slice(start, end + 1) : undefined;
}
