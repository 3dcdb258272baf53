import nodemailer from 'nodemailer';

/** One plain-text e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** What delivers a message; `send` resolves once the mail server accepted it and rejects when it did not. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The sender address when NOTIFICATION_SMTP_FROM is not set. */
export const DEFAULT_SMTP_FROM = 'no-reply@localhost';

/**
 * Nodemailer waits up to 2 minutes for a connection and 10 minutes on a silent socket: give up sooner, so a mail
 * server that hangs does not keep deliveries (and their connections) open. A `?connectionTimeout=…` in the URL
 * still overrides these.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * The SMTP mailer `NOTIFICATION_SMTP_URL` names (a nodemailer connection URL: `smtp://user:pass@host:587`,
 * `smtps://user:pass@host:465`, with nodemailer's options as query parameters), sending from
 * `NOTIFICATION_SMTP_FROM` (default no-reply@localhost); undefined when the URL is not set, and messages then
 * stay in the outbox. `environment` is `process.env` unless a caller (a test) gives another.
 */
export function smtpMailerFromEnvironment(environment: Record<string, string | undefined> = process.env): Mailer | undefined {
  const url = environment.NOTIFICATION_SMTP_URL?.trim();
  if (!url) return undefined;
  // Any other text would make nodemailer quietly try localhost: say what is wrong at start instead.
  if (!/^smtps?:\/\//i.test(url)) throw new Error('NOTIFICATION_SMTP_URL must be an smtp:// or smtps:// URL');
  const from = environment.NOTIFICATION_SMTP_FROM?.trim() || DEFAULT_SMTP_FROM;
  const transport = nodemailer.createTransport({ ...TIMEOUTS, url });
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}
