import type { Mailer } from './mailer';
import { createSmtpMailer, DEFAULT_SMTP_FROM } from './smtp-mailer';

/**
 * The SMTP mailer `NOTIFICATION_SMTP_URL` names (a nodemailer connection URL: `smtp://user:pass@host:587`,
 * `smtps://user:pass@host:465`, with nodemailer's options as query parameters), sending from
 * `NOTIFICATION_SMTP_FROM` (default no-reply@localhost) over a pool of connections (smtp-mailer.ts); undefined when
 * the URL is not set, and messages then stay in the outbox. `environment` is `process.env` unless a caller (a test)
 * gives another.
 */
export function smtpMailerFromEnvironment(environment: Record<string, string | undefined> = process.env): Mailer | undefined {
  const url = environment.NOTIFICATION_SMTP_URL?.trim();
  if (!url) return undefined;
  // Any other text would make nodemailer quietly try localhost: say what is wrong at start instead.
  if (!/^smtps?:\/\//i.test(url)) throw new Error('NOTIFICATION_SMTP_URL must be an smtp:// or smtps:// URL');
  const from = environment.NOTIFICATION_SMTP_FROM?.trim() || DEFAULT_SMTP_FROM;
  return createSmtpMailer(url, from);
}
