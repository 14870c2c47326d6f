import { aiProviderInfo } from "@/lib/ai";
import { compatProfile } from "@/lib/ai/openai/profiles";
import { PROMPT_VERSION } from "@/lib/ai/prompt";
import { selectProvider } from "@/lib/ai/providers";
import { ConfigError, env, resetEnvForTests } from "@/lib/config/env";
import { AI_MESSAGES } from "@/lib/messages/ai";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

/** The provider registry (lib/ai/providers.ts): which provider AI_PROVIDER and the keys select, and the bad settings it refuses. */

const VARIABLES = [
  "AI_PROVIDER",
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_MODEL",
  "ANTHROPIC_TAG_MODEL",
  "OPENAI_BASE_URL",
  "OPENAI_API_KEY",
  "OPENAI_MODEL",
  "OPENAI_TAG_MODEL",
  "OPENAI_COMPAT_PROFILE",
];
const saved = { ...process.env };

function settings(values: Record<string, string>) {
  for (const key of VARIABLES) delete process.env[key];
  Object.assign(process.env, values);
  resetEnvForTests();
}

beforeEach(() => settings({}));
afterEach(() => {
  for (const key of VARIABLES) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetEnvForTests();
});

const configError = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a ConfigError");
};

describe("AI provider registry", () => {
  it("defaults to the local analyzer without a key, and to Anthropic with one", () => {
    expect(aiProviderInfo()).toEqual({
      name: "local",
      label: AI_MESSAGES.localLabel,
      cacheTag: `local:v${PROMPT_VERSION}`,
    });
    settings({ ANTHROPIC_API_KEY: "sk-ant" });
    expect(aiProviderInfo()).toEqual({
      name: "anthropic",
      label: "AI analysis · anthropic",
      cacheTag: `anthropic:claude-haiku-4-5:claude-sonnet-4-6:v${PROMPT_VERSION}`,
    });
  });

  it("AI_PROVIDER overrides the default, in any case", () => {
    settings({ ANTHROPIC_API_KEY: "sk-ant", AI_PROVIDER: "local" });
    expect(selectProvider().name).toBe("local");
    settings({ ANTHROPIC_API_KEY: "sk-ant", AI_PROVIDER: "OpenAI", OPENAI_MODEL: "gpt-4.1-mini" });
    expect(selectProvider().name).toBe("openai");
  });

  it("the OpenAI-compatible provider is labelled with its model, and its cache tag changes with base URL and models", () => {
    settings({ AI_PROVIDER: "openai", OPENAI_MODEL: "qwen2.5vl:7b", OPENAI_BASE_URL: "http://localhost:11434/v1" });
    const info = aiProviderInfo();
    expect(info).toMatchObject({ name: "openai", label: "AI analysis · openai-compatible (qwen2.5vl:7b)" });
    expect(info.cacheTag).toBe(`openai:ollama:http://localhost:11434/v1:qwen2.5vl:7b:qwen2.5vl:7b:v${PROMPT_VERSION}`);
    settings({
      AI_PROVIDER: "openai",
      OPENAI_MODEL: "qwen2.5vl:7b",
      OPENAI_TAG_MODEL: "gemma3:4b",
      OPENAI_BASE_URL: "http://localhost:11434/v1",
    });
    expect(aiProviderInfo().cacheTag).not.toBe(info.cacheTag);
    expect(env().OPENAI_BASE_URL).toBe("http://localhost:11434/v1");
    settings({ AI_PROVIDER: "openai", OPENAI_MODEL: "gpt-4.1-mini" });
    expect(env().OPENAI_BASE_URL).toBe("https://api.openai.com/v1");
    settings({ AI_PROVIDER: "openai", OPENAI_MODEL: "gpt-4.1-mini", OPENAI_BASE_URL: " " });
    expect(env().OPENAI_BASE_URL).toBe("https://api.openai.com/v1"); // empty: the default, as every other setting
  });

  it("refuses AI_PROVIDER=anthropic without a key, openai without a model, and unknown names, saying what to set", () => {
    settings({ AI_PROVIDER: "anthropic" });
    expect(configError(() => selectProvider())).toMatch(/AI_PROVIDER=anthropic needs ANTHROPIC_API_KEY/);
    expect(configError(() => aiProviderInfo())).toMatch(/ANTHROPIC_API_KEY/);
    settings({ AI_PROVIDER: "openai", OPENAI_API_KEY: "sk-x" });
    expect(configError(() => selectProvider())).toMatch(/AI_PROVIDER=openai needs OPENAI_MODEL/);
    settings({ AI_PROVIDER: "claude" });
    expect(configError(() => selectProvider())).toBe(
      'AI_PROVIDER must be one of anthropic, openai, local (got "claude"). Fix it or unset it to use the default.',
    );
    settings({ AI_PROVIDER: "openai", OPENAI_MODEL: "m", OPENAI_COMPAT_PROFILE: "llamacpp" });
    expect(configError(() => env())).toMatch(/^OPENAI_COMPAT_PROFILE /);
    settings({ AI_PROVIDER: "openai", OPENAI_MODEL: "m", OPENAI_BASE_URL: "localhost:11434" });
    expect(configError(() => env())).toMatch(/^OPENAI_BASE_URL /);
  });
});

describe("OpenAI-compatible backend profiles", () => {
  const guess = (url: string) => compatProfile({ OPENAI_BASE_URL: url, OPENAI_COMPAT_PROFILE: undefined }).name;

  it("are guessed from the base URL", () => {
    expect(guess("https://api.openai.com/v1")).toBe("openai");
    expect(guess("https://openrouter.ai/api/v1")).toBe("openrouter");
    expect(guess("https://generativelanguage.googleapis.com/v1beta/openai/")).toBe("gemini");
    expect(guess("http://localhost:11434/v1")).toBe("ollama");
    expect(guess("http://ollama.internal:8080/v1")).toBe("ollama");
    expect(guess("http://127.0.0.1:1234/v1")).toBe("lmstudio");
    expect(guess("http://vllm.lan:8000/v1")).toBe("vllm");
    expect(guess("http://localhost:8000/v1")).toBe("vllm");
    expect(guess("https://llm.example.com/v1")).toBe("generic");
  });

  it("OPENAI_COMPAT_PROFILE wins over the guess", () => {
    expect(compatProfile({ OPENAI_BASE_URL: "http://localhost:11434/v1", OPENAI_COMPAT_PROFILE: "vllm" }).name).toBe(
      "vllm",
    );
  });

  it("ask for json_object where the schema is unreliable", () => {
    const format = (name: "ollama" | "lmstudio" | "vllm" | "openai", hasImage: boolean) =>
      compatProfile({ OPENAI_BASE_URL: "http://x", OPENAI_COMPAT_PROFILE: name }).responseFormat(hasImage);
    expect(format("ollama", false)).toBe("json_object");
    expect(format("lmstudio", true)).toBe("json_object");
    expect(format("lmstudio", false)).toBe("json_schema");
    expect(format("vllm", true)).toBe("json_schema");
    expect(format("openai", true)).toBe("json_schema");
  });
});

describe("provider folders", () => {
  it("hold only their transport: prompts come from lib/ai/prompt, never from another provider", async () => {
    for (const provider of ["anthropic", "openai"]) {
      const folder = path.join(import.meta.dirname, "../../lib/ai", provider);
      for (const file of await readdir(folder)) {
        const source = await readFile(path.join(folder, file), "utf8");
        const imports = [...source.matchAll(/from "([^"]+)"/g)].map((match) => match[1]!);
        expect(
          imports.filter((from) => /\/(local|anthropic|openai)(\/|$)/.test(from) && !from.startsWith("./")),
          `${provider}/${file}`,
        ).toEqual([]);
        expect(source, `${provider}/${file}`).not.toMatch(/You are a warm, precise personal stylist|You tag photos/);
      }
    }
  });
});
