import "server-only";

/**
 * Outgoing mail (issue #30): a queue table with retries (queue.ts), delivered over SMTP_URL or, with
 * none set, written to the server log (transport.ts). Infrastructure like lib/db: domain modules
 * queue their messages here; it imports no domain module.
 */
export { MAIL_MAX_ATTEMPTS, mailRetryDelayMs } from "./backoff";
export {
  drainMailQueue,
  enqueueMail,
  kickMailSender,
  mailSenderIdle,
  stopMailSenderForTests,
  type DrainResult,
  type NewMail,
} from "./queue";
export {
  logTransport,
  mailFrom,
  mailTransport,
  setMailTransportForTests,
  smtpTransport,
  type MailTransport,
  type OutgoingMail,
} from "./transport";
