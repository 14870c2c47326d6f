// s3rver in a process of its own (tests/support/s3-server.ts startS3ServerProcess), so a test can
// pause it with SIGSTOP: the kernel still accepts connections, nothing answers, as with a store
// that hangs. Prints the port once it listens.
import type { AddressInfo } from "node:net";
import S3rver from "s3rver";

const [port = "0", directory = ".", bucket = "stylematch-test"] = process.argv.slice(2);
const server = new S3rver({
  address: "127.0.0.1",
  port: Number(port),
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const address = (await server.run()) as AddressInfo;
console.log(`listening ${address.port}`);
const stop = () => void server.close().finally(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
