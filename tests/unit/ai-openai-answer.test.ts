import { jsonIn, messageText } from "@/lib/ai/openai/answer";
import { forgetJsonModes, jsonModeLadder, rejectsFormat } from "@/lib/ai/openai/formats";
import OpenAI from "openai";
import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * Issue #40 (17): the shapes compatible servers answer in, and when a refusal is about the response
 * format. End to end against a loopback server: tests/integration/ai-openai-servers.test.ts.
 */
describe("reading an OpenAI-compatible answer", () => {
  it("takes string content, the text parts of a content array, or a tool call's arguments", () => {
    expect(messageText({ content: '{"a":1}' })).toBe('{"a":1}');
    const parts = [
      { type: "thinking", thinking: "hm" },
      { type: "text", text: '{"a":' },
      { type: "text", text: "1}" },
    ];
    expect(messageText({ content: parts })).toBe('{"a":1}');
    const call = (args: unknown) => ({
      content: "Calling it.",
      tool_calls: [{ function: { name: "x", arguments: args } }],
    });
    expect(messageText(call('{"a":1}'))).toBe('{"a":1}');
    expect(messageText(call({ a: 1 }))).toBe('{"a":1}'); // Ollama's native shape, through a proxy
    expect(messageText(call(""))).toBe("Calling it.");
    expect(messageText({ content: null })).toBe("");
    expect(messageText(undefined)).toBe("");
  });

  it("finds the JSON: whole, fenced with text around it, after a think block, or between prose", () => {
    expect(jsonIn('  {"a": 1} ')).toEqual({ value: { a: 1 } });
    expect(jsonIn('Here you go:\n```json\n{"a": 1}\n```\nAnything else?')).toEqual({ value: { a: 1 } });
    expect(jsonIn('```JSON {"a": 1}```')).toEqual({ value: { a: 1 } });
    expect(jsonIn('<think>is it {a} or [b]?</think>\n{"a": 1}')).toEqual({ value: { a: 1 } });
    expect(jsonIn('Sure! The tags are ["navy", "cotton"].')).toEqual({ value: ["navy", "cotton"] });
    expect(jsonIn("navy, casual, cotton")).toBeUndefined();
    expect(jsonIn('```json\n{"a": \n```')).toBeUndefined();
  });
});

const apiError = (status: number, body: unknown) =>
  OpenAI.APIError.generate(status, body as object, undefined, new Headers());

describe("stepping down the response format", () => {
  beforeEach(() => {
    forgetJsonModes();
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });

  it("counts a 400 or 422 about the format, or one without a readable message, and nothing else", () => {
    expect(rejectsFormat(apiError(400, { error: "'response_format.type' must be 'json_schema' or 'text'" }))).toBe(
      true,
    );
    expect(rejectsFormat(apiError(400, { error: { message: "Invalid parameter: 'response_format'" } }))).toBe(true);
    expect(rejectsFormat(apiError(400, { object: "error", message: "xgrammar failed" }))).toBe(true);
    expect(rejectsFormat(apiError(422, { detail: [{ loc: ["body", "response_format"] }] }))).toBe(true);
    expect(rejectsFormat(apiError(400, { error: { message: "model does not support images" } }))).toBe(false);
    expect(rejectsFormat(apiError(401, { error: { message: "bad response_format key" } }))).toBe(false);
    expect(rejectsFormat(new Error("response_format"))).toBe(false);
  });

  it("remembers the step that worked per server, model and photo; an explicit profile never steps", () => {
    const options = {
      baseUrl: "http://127.0.0.1:1/v1",
      model: "m",
      hasImage: true,
      profileMode: "json_schema" as const,
    };
    const refusal = apiError(400, { error: "response_format json_schema unsupported" });
    const ladder = jsonModeLadder({ ...options, adaptive: true });
    expect(ladder.after("json_schema", refusal)).toBe("json_object");
    expect(ladder.after("json_object", refusal)).toBe("prompt");
    expect(ladder.after("prompt", refusal)).toBeUndefined();
    ladder.worked("json_object");
    expect(jsonModeLadder({ ...options, adaptive: true }).first).toBe("json_object");
    expect(jsonModeLadder({ ...options, hasImage: false, adaptive: true }).first).toBe("json_schema");
    expect(jsonModeLadder({ ...options, model: "other", adaptive: true }).first).toBe("json_schema");
    // A profile that already starts lower keeps its own start.
    expect(jsonModeLadder({ ...options, profileMode: "json_object", adaptive: true }).first).toBe("json_object");
    const explicit = jsonModeLadder({ ...options, adaptive: false });
    expect(explicit.first).toBe("json_schema");
    expect(explicit.after("json_schema", refusal)).toBeUndefined();
  });
});
