import { downloadProductImage, extractProduct, readProductPage } from "@/lib/buy/product-page";
import { type LookupAll, SAFE_FETCH } from "@/lib/buy/safe-fetch";
import { BUY_MESSAGES } from "@/lib/messages/buy";
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setEnv } from "../support/env";

/**
 * The product reader (issue #44) against shop pages served on loopback, which the tests' own setting
 * (PRODUCT_FETCH_ALLOW_LOOPBACK) lets through; every other private address stays refused with it on.
 */
const JSON_LD_PAGE = `<!doctype html><html><head>
<meta property="og:title" content="OG name, not the JSON-LD one">
<meta property="og:image" content="/og.jpg">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[]}</script>
<script type="application/ld+json">
{"@context":"https://schema.org","@graph":[
  {"@type":"WebPage","name":"A page"},
  {"@type":["Product","Thing"],"name":"Levi&#39;s 501 Original\\n  Jeans","brand":{"@type":"Brand","name":"Levi's"},
   "image":[{"@type":"ImageObject","url":"images/501.jpg"}],
   "offers":[{"@type":"Offer","availability":"InStock"},{"@type":"Offer","price":"98.00","priceCurrency":"usd"}]}
]}
</script></head><body>jeans</body></html>`;

const OG_PAGE = `<html><head>
<META PROPERTY="og:title" CONTENT="Linen shirt &amp; co &#x2014; white">
<meta content='https://cdn.shop.test/shirt.jpg?w=800&amp;h=800' property='og:image'>
<meta property="product:price:amount" content="1,249.50">
<meta property="product:price:currency" content="EUR">
<meta name="og:brand" content="Maison">
</head><body></body></html>`;

const NOTHING_PAGE = `<html><head><title>Just a blog post</title><meta name="description" content="hi"></head></html>`;

type Seen = { path: string; headers: IncomingHttpHeaders };

let server: Server;
let base: string;
let port: number;
const seen: Seen[] = [];

const html = (res: ServerResponse, body: string | Buffer, headers: Record<string, string> = {}) => {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", ...headers });
  res.end(body);
};
const redirect = (res: ServerResponse, location: string, headers: Record<string, string> = {}) => {
  res.writeHead(302, { location, ...headers });
  res.end();
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? "/";
    seen.push({ path, headers: req.headers });
    if (path === "/jsonld") return redirect(res, "/products/501");
    if (path === "/products/501") return html(res, JSON_LD_PAGE);
    if (path === "/og") return html(res, OG_PAGE);
    if (path === "/og-gzip") return html(res, gzipSync(OG_PAGE), { "content-encoding": "gzip" });
    if (path === "/nothing") return html(res, NOTHING_PAGE);
    if (path === "/missing") return void res.writeHead(404).end("no");
    if (path === "/to-private") return redirect(res, "http://10.0.0.1/");
    if (path === "/to-metadata") return redirect(res, "http://169.254.169.254/latest/meta-data");
    if (path === "/to-private-name") return redirect(res, "http://private.test/");
    if (path === "/to-file") return redirect(res, "file:///etc/passwd");
    const hop = /^\/chain\/(\d+)$/.exec(path);
    if (hop) return Number(hop[1]) > 0 ? redirect(res, `/chain/${Number(hop[1]) - 1}`) : html(res, OG_PAGE);
    if (path === "/cookie") return redirect(res, "/cookie-check", { "set-cookie": "session=abc; Path=/" });
    if (path === "/cookie-check") return html(res, OG_PAGE, { "set-cookie": "again=1" });
    if (path === "/slow") return; // never answers
    if (path === "/trickle") {
      res.writeHead(200, { "content-type": "text/html" });
      return void res.write("<html><head>"); // and then nothing more
    }
    if (path === "/huge-declared") {
      res.writeHead(200, { "content-type": "text/html", "content-length": String(3 * 1024 * 1024) });
      return void res.write("<html>");
    }
    if (path === "/huge") {
      res.writeHead(200, { "content-type": "text/html" }); // chunked: no length to refuse up front
      const chunk = Buffer.alloc(256 * 1024, "a");
      for (let i = 0; i < 12; i++) res.write(chunk);
      return void res.end();
    }
    if (path === "/og.jpg" || path === "/products/images/501.jpg") {
      res.writeHead(200, { "content-type": "image/jpeg" });
      return void res.end(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

/** A DNS without a DNS server: names the tests make up, each with its answer. */
const fakeDns: LookupAll = async (hostname) => {
  const answers: Record<string, string[]> = {
    "shop.test": ["127.0.0.1"],
    "private.test": ["10.0.0.5"],
    "mixed.test": ["93.184.215.14", "192.168.0.10"],
    "metadata.test": ["169.254.169.254"],
  };
  const addresses = answers[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};

const refused = { status: 400, code: "product_url_refused", message: BUY_MESSAGES.refusedUrl };
const invalid = { status: 400, code: "product_url_invalid", message: BUY_MESSAGES.invalidUrl };

describe("readProductPage with the tests' loopback setting on", () => {
  let restore: () => void;
  beforeEach(() => {
    restore = setEnv({ PRODUCT_FETCH_ALLOW_LOOPBACK: "true" });
  });
  afterEach(() => restore());

  it("reads a JSON-LD Product (in a @graph, offers as an array) before Open Graph, after a redirect", async () => {
    expect(await readProductPage(`${base}/jsonld`)).toEqual({
      name: "Levi's 501 Original Jeans",
      brand: "Levi's",
      price: 98,
      currency: "USD",
      imageUrl: `${base}/products/images/501.jpg`,
      sourceUrl: `${base}/products/501`,
    });
  });

  it("reads Open Graph when there is no JSON-LD, entities decoded", async () => {
    expect(await readProductPage(`${base}/og`)).toEqual({
      name: "Linen shirt & co — white",
      brand: "Maison",
      price: 1249.5,
      currency: "EUR",
      imageUrl: "https://cdn.shop.test/shirt.jpg?w=800&h=800",
      sourceUrl: `${base}/og`,
    });
  });

  it("reads a gzip-encoded page", async () => {
    expect((await readProductPage(`${base}/og-gzip`)).name).toBe("Linen shirt & co — white");
  });

  it("answers a page with no product data with the issue's sentence", async () => {
    await expect(readProductPage(`${base}/nothing`)).rejects.toMatchObject({
      status: 422,
      code: "product_not_found",
      message: "no product found on that page: try a photo",
    });
  });

  it("says what the shop answered when it answers an error", async () => {
    await expect(readProductPage(`${base}/missing`)).rejects.toMatchObject({
      status: 502,
      code: "product_url_unreachable",
      message: BUY_MESSAGES.shopAnswered(404),
    });
  });

  it("downloads the product's image through the same checks", async () => {
    const page = await readProductPage(`${base}/jsonld`);
    const image = await downloadProductImage(page.imageUrl);
    expect(image).toEqual({
      bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
      contentType: "image/jpeg",
      url: `${base}/products/images/501.jpg`,
    });
    expect(seen.at(-1)!.headers.accept).toBe("image/*");
  });

  it("refuses a redirect to 10/8 and to the metadata service, loopback setting or not", async () => {
    await expect(readProductPage(`${base}/to-private`)).rejects.toMatchObject(refused);
    await expect(readProductPage(`${base}/to-metadata`)).rejects.toMatchObject(refused);
    await expect(readProductPage(`${base}/to-file`)).rejects.toMatchObject(refused);
  });

  it("refuses a redirect to a name that resolves to a private address", async () => {
    await expect(readProductPage(`${base}/to-private-name`, { lookup: fakeDns })).rejects.toMatchObject(refused);
    expect(seen.map(({ path }) => path)).toEqual(["/to-private-name"]);
  });

  it("refuses a name resolving to a private address before any connection", async () => {
    for (const host of ["private.test", "metadata.test", "mixed.test"])
      await expect(readProductPage(`http://${host}:${port}/og`, { lookup: fakeDns })).rejects.toMatchObject(refused);
    expect(seen).toEqual([]);
  });

  it("connects to the address it checked, keeping the name as Host", async () => {
    const page = await readProductPage(`http://shop.test:${port}/og`, { lookup: fakeDns });
    expect(page.sourceUrl).toBe(`http://shop.test:${port}/og`);
    expect(seen[0]!.headers.host).toBe(`shop.test:${port}`);
  });

  it("answers a name that does not resolve as unreachable", async () => {
    await expect(readProductPage(`http://nowhere.test:${port}/og`, { lookup: fakeDns })).rejects.toMatchObject({
      status: 502,
      code: "product_url_unreachable",
    });
  });

  it(`follows ${SAFE_FETCH.maxRedirects} redirects and no more`, async () => {
    expect((await readProductPage(`${base}/chain/${SAFE_FETCH.maxRedirects}`)).name).toBe("Linen shirt & co — white");
    seen.length = 0;
    await expect(readProductPage(`${base}/chain/${SAFE_FETCH.maxRedirects + 1}`)).rejects.toMatchObject({
      status: 502,
      code: "product_url_unreachable",
      message: BUY_MESSAGES.tooManyRedirects(SAFE_FETCH.maxRedirects),
    });
    expect(seen).toHaveLength(SAFE_FETCH.maxRedirects + 1);
  });

  it("sends no cookie, even one the shop set on a redirect, and only its own headers", async () => {
    await readProductPage(`${base}/cookie`);
    expect(seen.map(({ path }) => path)).toEqual(["/cookie", "/cookie-check"]);
    for (const { headers } of seen) {
      expect(headers.cookie).toBeUndefined();
      expect(headers.referer).toBeUndefined();
      expect(headers["user-agent"]).toBe(SAFE_FETCH.userAgent);
    }
  });

  it("gives up at the deadline: a shop that never answers, and one that stops halfway", async () => {
    const timeout = { status: 504, code: "product_url_timeout", message: BUY_MESSAGES.timeout(1) };
    await expect(readProductPage(`${base}/slow`, { timeoutMs: 150 })).rejects.toMatchObject(timeout);
    await expect(readProductPage(`${base}/trickle`, { timeoutMs: 150 })).rejects.toMatchObject(timeout);
  });

  it("refuses a page over 2 MB, declared or streamed", async () => {
    const tooLarge = { status: 422, code: "product_page_too_large", message: BUY_MESSAGES.pageTooLarge("2 MB") };
    await expect(readProductPage(`${base}/huge-declared`)).rejects.toMatchObject(tooLarge);
    await expect(readProductPage(`${base}/huge`)).rejects.toMatchObject(tooLarge);
  });

  it("still refuses loopback when NODE_ENV is production", async () => {
    const production = setEnv({ NODE_ENV: "production" });
    try {
      await expect(readProductPage(`${base}/og`)).rejects.toMatchObject(refused);
    } finally {
      production();
    }
    expect(seen).toEqual([]);
  });
});

describe("readProductPage without the loopback setting (as in production)", () => {
  let restore: () => void;
  beforeEach(() => {
    restore = setEnv({ PRODUCT_FETCH_ALLOW_LOOPBACK: "false" });
  });
  afterEach(() => restore());

  it("refuses loopback, private and metadata addresses before any connection", async () => {
    for (const url of [
      `${base}/og`,
      `http://127.0.0.1/`,
      `http://[::1]:${port}/og`,
      `http://[::ffff:127.0.0.1]:${port}/og`,
      "http://10.0.0.1/",
      "http://169.254.169.254/latest/meta-data",
      "http://0.0.0.0/",
      "http://2130706433/", // 127.0.0.1 written as one number
      "https://192.168.1.1/",
      "http://[fd00::1]/",
    ])
      await expect(readProductPage(url), url).rejects.toMatchObject(refused);
    await expect(readProductPage(`http://shop.test:${port}/og`, { lookup: fakeDns })).rejects.toMatchObject(refused);
    expect(seen).toEqual([]);
  });

  it("refuses anything but an http(s) link", async () => {
    for (const url of [
      "file:///etc/passwd",
      "ftp://shop.example/item",
      "javascript:alert(1)",
      "gopher://127.0.0.1:6379/_INFO",
      "shop.example/item",
      "http://user:secret@shop.example/",
      "",
    ])
      await expect(readProductPage(url), url).rejects.toMatchObject(invalid);
  });
});

describe("extractProduct", () => {
  const page = "https://shop.example/p/1";
  const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

  it("takes brand as a string, image as {url}, an AggregateOffer's lowPrice, a schema.org URL as @type", () => {
    const html = jsonLd({
      "@type": "http://schema.org/Product",
      name: "Boot",
      brand: "Red Wing",
      image: { "@type": "ImageObject", url: "//cdn.shop.example/boot.png" },
      offers: { "@type": "AggregateOffer", lowPrice: 310, priceCurrency: "USD" },
    });
    expect(extractProduct(html, page)).toEqual({
      name: "Boot",
      brand: "Red Wing",
      price: 310,
      currency: "USD",
      imageUrl: "https://cdn.shop.example/boot.png",
      sourceUrl: page,
    });
  });

  it("fills what the JSON-LD lacks from Open Graph, and needs an image from one of them", () => {
    const product = jsonLd([{ "@type": "Product", name: "Scarf" }]);
    expect(extractProduct(product, page)).toBeNull();
    expect(extractProduct(`${product}<meta property="og:image" content="/scarf.jpg">`, page)).toEqual({
      name: "Scarf",
      imageUrl: "https://shop.example/scarf.jpg",
      sourceUrl: page,
    });
  });

  it("skips broken JSON-LD and images that are not http(s)", () => {
    const html = `<script type="application/ld+json">{"@type": "Product",</script>
      <meta property="og:image" content="data:image/png;base64,AAAA">`;
    expect(extractProduct(html, page)).toBeNull();
  });

  it("leaves out a price it would have to guess", () => {
    const html = jsonLd({ "@type": "Product", image: "/a.jpg", offers: { price: "12,50", priceCurrency: "euro" } });
    expect(extractProduct(html, page)).toEqual({ imageUrl: "https://shop.example/a.jpg", sourceUrl: page });
  });

  it("stays fast on a page made of unclosed tags", () => {
    const started = performance.now();
    expect(extractProduct("<script".repeat(200_000) + "<meta".repeat(200_000), page)).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
  });
});
