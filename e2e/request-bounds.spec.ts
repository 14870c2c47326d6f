import { newAddress, registerByApi } from "./support/auth";
import { expect, test } from "./support/test";

/**
 * Request bodies are bounded before they are buffered, through `next start` itself (the HTTP layer
 * is what matters here): an oversized JSON body or upload gets a clear 413, never a cut-off body
 * read as bad input.
 */
test("a 1 MB JSON body is refused with 413 before it is read, on any JSON call", async ({ request }) => {
  const big = JSON.stringify({ username: "someone", password: "x".repeat(1024 * 1024) });
  for (const path of ["/api/login", "/api/register", "/api/waitlist-signup"]) {
    const response = await request.post(path, {
      data: big,
      headers: { "content-type": "application/json", ...newAddress() },
    });
    expect(response.status(), path).toBe(413);
    expect(await response.json()).toEqual({ message: "That request is too large.", code: "body_too_large" });
  }
  // Just under the limit is read and judged on its content.
  const fits = await request.post("/api/login", {
    data: { username: "someone", password: "x".repeat(60 * 1024) },
    headers: newAddress(),
  });
  expect(fits.status()).toBe(400);
});

test("a 15.5 MB photo is refused with 413 and a message naming the limit, and leaves nothing behind", async ({
  request,
}) => {
  await registerByApi(request);
  const bytes = Buffer.alloc(Math.round(15.5 * 1024 * 1024), 0xff);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]); // a JPEG's first bytes, so only the size can be the problem
  const response = await request.post("/api/closet", {
    multipart: { category: "tops", image: { name: "huge.jpg", mimeType: "image/jpeg", buffer: bytes } },
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toEqual({
    message: "That file is too large. The limit is 15 MB.",
    code: "upload_too_large",
  });
  expect(await (await request.get("/api/categories")).json()).toMatchObject({ all: 0 });
});
