import "server-only";

/**
 * Outgoing mail (issue #30): a queue table with retries (queue.ts), delivered over SMTP_URL or, with
 * none set, written to the server log (transport.ts). Infrastructure like lib/db: domain modules
 * queue their messages here; it imports no domain module.
 */
export { MAIL_MAX_ATTEMPTS, mailRetryDelayMs } from "./backoff";
export {
  drainMailQueue,
  type DrainResult,
  enqueueMail,
  kickMailSender,
  mailSenderIdle,
  type NewMail,
  stopMailSenderForTests,
} from "./queue";
export { logMailRefused, type MailRefusedLogLine, mailRefusedLogLine } from "./refused";
export {
  logTransport,
  mailFrom,
  mailTransport,
  type MailTransport,
  type OutgoingMail,
  setMailTransportForTests,
  smtpTransport,
} from "./transport";
