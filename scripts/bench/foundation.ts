import { gzipSync } from "node:zlib";
import { startBenchServer } from "./server";

/** Cold start to first byte of `/` on the embedded database, and first-load JS of `/` (gzipped). */
export async function benchFoundation(port: number): Promise<Record<string, string | number>> {
  const server = await startBenchServer(port);
  try {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"/g)].map((match) => match[1]!);
    let gzipped = 0;
    let raw = 0;
    for (const src of new Set(scripts)) {
      const body = Buffer.from(await (await fetch(new URL(src, server.baseUrl))).arrayBuffer());
      raw += body.length;
      gzipped += gzipSync(body, { level: 9 }).length;
    }
    return {
      "cold start to first byte of / (embedded DB), ms": Math.round(server.firstByteMs),
      "first-load JS of / (gzipped), kB": +(gzipped / 1024).toFixed(1),
      "first-load JS of / (raw), kB": +(raw / 1024).toFixed(1),
      "first-load JS files of /": new Set(scripts).size,
    };
  } finally {
    await server.stop();
  }
}
