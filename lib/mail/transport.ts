import "server-only";

import { env } from "@/lib/config/env";
import { logMailNotSent } from "@/lib/log";
import nodemailer, { type Transporter } from "nodemailer";

/** One outgoing message as the queue hands it to a transport. */
export type OutgoingMail = { kind: string; to: string; subject: string; text: string; link: string | null };

/** Delivers one message, or throws; the queue retries what throws. */
export type MailTransport = { send(mail: OutgoingMail): Promise<void> };

/** Bounds on one SMTP conversation, so a server that hangs fails the try instead of holding the sender. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** SMTP through nodemailer (SMTP_URL: smtp:// with STARTTLS when offered, smtps:// for TLS from the start). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter: Transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/**
 * The embedded default (no SMTP_URL): nothing is mailed, the link is written to the server log as one
 * marked line instead, so an owner running the app on their own machine can still reset a password.
 */
export const logTransport: MailTransport = {
  async send(mail) {
    logMailNotSent({ kind: mail.kind, to: mail.to, link: mail.link });
  },
};

const state = globalThis as unknown as { __stylematchMailTransport?: { key: string; transport: MailTransport } };
const testState = globalThis as unknown as { __stylematchTestMailTransport?: MailTransport };

/** The From of every message: MAIL_FROM, or the product name with CONTACT_EMAIL. */
export function mailFrom(): string {
  const settings = env();
  return settings.MAIL_FROM ?? `${settings.PRODUCT_NAME} <${settings.CONTACT_EMAIL}>`;
}

/** The transport the configuration asks for, made once per process (a test may put its own in place). */
export function mailTransport(): MailTransport {
  if (testState.__stylematchTestMailTransport) return testState.__stylematchTestMailTransport;
  const url = env().SMTP_URL;
  if (!url) return logTransport;
  const key = `${url}\n${mailFrom()}`;
  if (state.__stylematchMailTransport?.key !== key)
    state.__stylematchMailTransport = { key, transport: smtpTransport(url, mailFrom()) };
  return state.__stylematchMailTransport.transport;
}

/** Tests capture or fail mail with their own transport; null puts the configured one back. */
export function setMailTransportForTests(transport: MailTransport | null): void {
  if (transport) testState.__stylematchTestMailTransport = transport;
  else delete testState.__stylematchTestMailTransport;
}
