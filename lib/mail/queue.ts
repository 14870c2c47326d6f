import "server-only";

import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { errorLogLine, logError } from "@/lib/log";
import { mailRetryDelayMs } from "./backoff";
import { mailTransport, type MailTransport, type OutgoingMail } from "./transport";

/**
 * The outgoing-mail queue (table mail_queue). A message is written in the transaction that decides
 * to send it, so it exists exactly when that decision committed; the sender delivers it afterwards,
 * so a slow or failing mail server never slows down or fails the request (nor tells the caller
 * anything). Delivery is at least once: a message is deleted once sent, retried with backoff
 * (lib/mail/backoff.ts) after a failure, given up after the last try, and dropped unsent once past
 * its expires_at. Any instance's sender may take any message: each takes its batch with
 * FOR UPDATE SKIP LOCKED and leases it by pushing next_attempt_at forward while it sends.
 *
 * The sender runs in the server process, no cron: kicked after an enqueue and at start-up
 * (instrumentation.ts), and it sets itself a timer for the next retry that is due.
 */
export type NewMail = OutgoingMail & { userId?: number | null; resetTokenId?: number | null; expiresAt?: Date | null };

/** Longer than one SMTP conversation can take (lib/mail/transport.ts timeouts), so a lease never runs out mid-send. */
const LEASE_SECONDS = 120;
const BATCH = 20;
const LAST_ERROR_CHARS = 300;

type Tx = Prisma.TransactionClient;

/** Queues one message inside the caller's transaction. */
export async function enqueueMail(tx: Tx, mail: NewMail): Promise<void> {
  await tx.queuedMail.create({
    data: {
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      link: mail.link,
      userId: mail.userId ?? null,
      resetTokenId: mail.resetTokenId ?? null,
      expiresAt: mail.expiresAt ?? null,
    },
  });
}

type Claimed = OutgoingMail & { id: number; attempts: number };

export type DrainResult = { sent: number; failed: number; gaveUp: number; expired: number };

/** Sends every message that is due, with `transport` (the configured one by default). Never throws for a failed send. */
export async function drainMailQueue(transport: MailTransport = mailTransport()): Promise<DrainResult> {
  const db = await getDb();
  const result: DrainResult = { sent: 0, failed: 0, gaveUp: 0, expired: 0 };
  result.expired = await db.$executeRaw`DELETE FROM mail_queue WHERE expires_at <= now()`;
  for (;;) {
    const batch = await db.$queryRaw<Claimed[]>`
      UPDATE mail_queue SET next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS}::double precision), attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM mail_queue WHERE next_attempt_at <= now() AND (expires_at IS NULL OR expires_at > now())
        ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, to_address AS "to", subject, text, link, attempts`;
    if (batch.length === 0) return result;
    for (const mail of batch) {
      try {
        await transport.send(mail);
        await db.queuedMail.deleteMany({ where: { id: mail.id } });
        result.sent += 1;
      } catch (error) {
        const delay = mailRetryDelayMs(mail.attempts);
        if (delay === null) {
          await db.queuedMail.deleteMany({ where: { id: mail.id } });
          result.gaveUp += 1;
          logError(errorLogLine("error", `A ${mail.kind} mail was given up after ${mail.attempts} tries`, error));
        } else {
          const lastError = error instanceof Error ? error.message.slice(0, LAST_ERROR_CHARS) : "send failed";
          await db.$executeRaw`UPDATE mail_queue SET next_attempt_at = now() + make_interval(secs => ${delay / 1000}::double precision), last_error = ${lastError} WHERE id = ${mail.id}`;
          result.failed += 1;
          logError(errorLogLine("warn", `A ${mail.kind} mail could not be sent; it will be tried again`, error));
        }
      }
    }
  }
}

/** Milliseconds until the next queued message is due (0 when one is due now), or null when the queue is empty. */
async function nextDueInMs(): Promise<number | null> {
  const db = await getDb();
  const rows = await db.$queryRaw<{ ms: number | null }[]>`
    SELECT GREATEST(0, EXTRACT(EPOCH FROM (min(next_attempt_at) - now())) * 1000)::double precision AS ms FROM mail_queue`;
  const ms = rows[0]?.ms;
  return ms === null || ms === undefined ? null : Number(ms);
}

type SenderState = { running: Promise<void> | null; again: boolean; timer: ReturnType<typeof setTimeout> | null };
const store = globalThis as unknown as { __stylematchMailSender?: SenderState };
const sender = (): SenderState => (store.__stylematchMailSender ??= { running: null, again: false, timer: null });

/** The timer never waits longer than this, so a message queued by another instance is not left for long. */
const MAX_TIMER_MS = 10 * 60_000;
const MIN_TIMER_MS = 1_000;

/**
 * Starts the sender unless it is running (then it makes one more pass when done, for the message
 * just queued). Answers the run's promise, which never rejects; the request does not wait for it.
 */
export function kickMailSender(): Promise<void> {
  const state = sender();
  if (state.running) {
    state.again = true;
    return state.running;
  }
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  state.running = (async () => {
    try {
      do {
        state.again = false;
        await drainMailQueue();
      } while (state.again);
      const due = await nextDueInMs();
      if (due !== null) {
        state.timer = setTimeout(() => void kickMailSender(), Math.min(Math.max(due, MIN_TIMER_MS), MAX_TIMER_MS));
        state.timer.unref?.();
      }
    } catch (error) {
      logError(
        errorLogLine("error", "The mail sender failed; it runs again at the next request that sends mail", error),
      );
    } finally {
      state.running = null;
      // A kick that came while this run was past its last pass: its message is due now, not at the timer.
      if (state.again) void kickMailSender();
    }
  })();
  return state.running;
}

/** Waits for a run in progress (tests, after a call that queued mail). */
export async function mailSenderIdle(): Promise<void> {
  while (sender().running) await sender().running;
}

/** Tests reset the database under the sender: this stops its timer. */
export function stopMailSenderForTests(): void {
  const state = sender();
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
}
