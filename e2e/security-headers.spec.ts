import { becomeGuest, seedItems } from "./support/closet";
import { type APIResponse, expect, test } from "./support/test";

/**
 * Security headers on every kind of response (proxy.ts for pages, next.config.mjs for the rest):
 * a page, a redirect, the API, a stored upload, static files, and the background-removal worker.
 */

type Policy = Map<string, string[]>;

function parsePolicy(header: string | undefined): Policy {
  expect(header, "Content-Security-Policy header").toBeTruthy();
  const policy: Policy = new Map();
  for (const directive of header!.split(";")) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

const policyOf = (response: APIResponse) => parsePolicy(response.headers()["content-security-policy"]);
const nonceOf = (policy: Policy) =>
  policy
    .get("script-src")
    ?.find((source) => source.startsWith("'nonce-"))
    ?.slice("'nonce-".length, -1);

/** The headers every response carries, whatever made it. */
function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  for (const feature of ["camera", "microphone", "geolocation"])
    expect(headers["permissions-policy"]).toContain(`${feature}=()`);
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["cross-origin-embedder-policy"]).toBe("credentialless");
  expect(headers["strict-transport-security"], "HSTS over plain http").toBeUndefined();
  const policy = policyOf(response);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  // Scripts fall back to default-src when the policy names no script-src.
  expect(policy.get("script-src") ?? policy.get("default-src")).not.toContain("'unsafe-inline'");
  return policy;
}

/** Neither eval nor WebAssembly: everywhere but in the background-removal worker. */
function expectNoEval(policy: Policy) {
  expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  expect([...policy.values()].flat()).not.toContain("'wasm-unsafe-eval'");
}

/** What a non-page response may do: nothing (no script, no wasm, no worker). */
function expectResourcePolicy(response: APIResponse) {
  const policy = expectCommonHeaders(response);
  expect(policy.get("default-src")).toEqual(["'none'"]);
  for (const directive of ["script-src", "worker-src", "connect-src"]) expect(policy.get(directive)).toBeUndefined();
  expectNoEval(policy);
  return policy;
}

function expectPagePolicy(response: APIResponse) {
  const policy = expectCommonHeaders(response);
  const scripts = policy.get("script-src") ?? [];
  expect(scripts).toContain("'strict-dynamic'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(nonceOf(policy)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
  expect(policy.get("connect-src")).toEqual(["'self'", "blob:"]);
  expect(policy.get("worker-src")).toEqual(["'self'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'none'"]);
  expect(policy.get("form-action")).toEqual(["'self'"]);
  // WebAssembly is compiled in the background-removal worker only, under the worker's own policy.
  expectNoEval(policy);
  expect([...policy.keys()]).not.toContain("upgrade-insecure-requests");
  return policy;
}

test("a page gets a fresh nonce on every request, and Next puts it on each of its scripts", async ({ request }) => {
  const nonces = new Set<string>();
  for (let i = 0; i < 2; i++) {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const nonce = nonceOf(expectPagePolicy(response))!;
    nonces.add(nonce);

    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(2);
    for (const tag of scripts) expect(tag, "every script carries the nonce").toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(2);
});

test("the upload page, a redirect to sign in and the not-found page carry the page policy", async ({
  page,
  request,
}) => {
  const redirect = await request.get("/closet-upload", { maxRedirects: 0 });
  expect(redirect.status()).toBe(307);
  expectPagePolicy(redirect);
  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  expectPagePolicy(missing);

  await becomeGuest(page);
  expectPagePolicy(await page.request.get("/closet-upload"));
});

test("API answers, stored uploads and static files allow nothing", async ({ page }) => {
  expectResourcePolicy(await page.request.get("/api/health"));
  expectResourcePolicy(await page.request.get("/api/closet")); // 401 without an owner

  await becomeGuest(page);
  const [item] = await seedItems(page.request, 1);
  const upload = await page.request.get(item!.imageUrl);
  expect(upload.status()).toBe(200);
  expect([...expectResourcePolicy(upload).keys()]).toContain("sandbox");

  expectResourcePolicy(await page.request.get("/bg-removal/resources.json"));
  const html = await (await page.request.get("/")).text();
  const chunk = html.match(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1];
  expect(chunk).toBeTruthy();
  expectResourcePolicy(await page.request.get(chunk!));
});

test("only the background-removal worker may compile WebAssembly (and eval), under its own policy", async ({
  page,
}) => {
  await becomeGuest(page);
  await page.goto("/closet-upload");
  // Only a JPEG's first bytes: the browser's check lets it through (components/uploads/prepare-photo.ts),
  // the worker starts, fails to decode it at once (no model download) and the upload is refused.
  const started = page.waitForEvent("worker");
  await page.locator('input[type="file"]').setInputFiles({
    name: "notes.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from("not a photo")]),
  });
  const worker = await started;
  await expect(page.getByTestId("upload-entry").first()).toHaveAttribute("data-status", "error", { timeout: 60_000 });

  const script = new URL(worker.url());
  script.hash = "";
  expect(script.pathname).toMatch(/^\/_next\/static\/chunks\/turbopack-worker-/);
  const response = await page.request.get(script.href);
  const policy = expectCommonHeaders(response);
  expect(policy.get("default-src")).toEqual(["'none'"]);
  expect(policy.get("script-src")).toEqual(["'self'", "blob:", "'unsafe-eval'", "'wasm-unsafe-eval'"]);
  expect(policy.get("worker-src")).toEqual(["blob:"]);
  expect(policy.get("connect-src")).toEqual(["'self'", "blob:"]);
});

test("HSTS is sent when the request came over https (X-Forwarded-Proto), and only then", async ({ request }) => {
  const https = { "x-forwarded-proto": "https" };
  for (const path of ["/", "/api/health", "/bg-removal/resources.json"]) {
    const secure = await request.get(path, { headers: https });
    expect(secure.headers()["strict-transport-security"], path).toBe("max-age=31536000; includeSubDomains");
    const plain = await request.get(path);
    expect(plain.headers()["strict-transport-security"], path).toBeUndefined();
    // The shared server has one trusted proxy, which appends what it saw: a client's "https" before
    // the proxy's "http" is the client's own claim (the same reading as the Secure cookies).
    const claimed = await request.get(path, { headers: { "x-forwarded-proto": "https, http" } });
    expect(claimed.headers()["strict-transport-security"], path).toBeUndefined();
  }
  // Over https a page also upgrades any http subresource.
  const page = parsePolicy((await request.get("/", { headers: https })).headers()["content-security-policy"]);
  expect([...page.keys()]).toContain("upgrade-insecure-requests");
});
