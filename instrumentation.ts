// Next calls register() once per server process before it serves requests. On the Node runtime the
// database starts here, so migrations run at start-up and a misconfiguration stops the server with
// one clear line instead of failing the first request. Node-only modules are imported dynamically.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installPeerAddressHook } = await import("@/lib/http/peer-address");
  installPeerAddressHook();
  // On SIGTERM, every request on a connection already accepted is answered in full (issue #40).
  const { installGracefulShutdown } = await import("@/lib/http/graceful-shutdown");
  installGracefulShutdown();
  const { startDatabaseOrExit } = await import("@/lib/db/startup");
  await startDatabaseOrExit();
  const { announceAdminPassword } = await import("@/lib/admin/password");
  announceAdminPassword();
  // Mail a previous process queued but did not get to send (lib/mail/queue.ts); never delays start-up.
  const { kickMailSender } = await import("@/lib/mail");
  void kickMailSender();
  // Archives of restores a killed process left in the temporary folder; the hourly sweep repeats it.
  const { sweepImportDirs } = await import("@/lib/account/import-temp");
  void sweepImportDirs();
  // Near-duplicate hashes stored by an older way of working them out (lib/closet/rehash.ts).
  const { rehashStaleImages } = await import("@/lib/closet/rehash");
  void rehashStaleImages().catch((error) =>
    console.error(`[stylematch] near-duplicate hashes were not all worked out again: ${(error as Error).message}`),
  );
}
