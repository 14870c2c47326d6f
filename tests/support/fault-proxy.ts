import net from "node:net";

/**
 * A TCP relay on a loopback port in front of a test server (s3rver, the Blob fake) that can be
 * switched off: `down()` cuts every open connection and refuses new ones, the way a store that
 * crashed or became unreachable behaves; `up()` relays again. The app under test is pointed at the
 * relay and never knows.
 */
export type FaultProxy = { url: string; port: number; down(): void; up(): void; close(): Promise<void> };

export async function startFaultProxy(targetPort: number, port = 0): Promise<FaultProxy> {
  let isDown = false;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (isDown) return client.destroy();
    const upstream = net.connect(targetPort, "127.0.0.1");
    open.add(client).add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actual = (server.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    down() {
      isDown = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    up() {
      isDown = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
