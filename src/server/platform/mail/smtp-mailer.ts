import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** The sender address when NOTIFICATION_SMTP_FROM is not set. */
export const DEFAULT_SMTP_FROM = 'no-reply@localhost';

/**
 * Nodemailer waits up to 2 minutes for a connection and 10 minutes on a silent socket: give up sooner, so a mail
 * server that hangs does not keep deliveries (and their connections) open. A `?connectionTimeout=…` in the URL
 * still overrides these.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** A mailer sending through the SMTP server of `url` (a nodemailer connection URL) as `from`. */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ ...TIMEOUTS, url });
  return {
    async send({ to, subject, text, html, attachments, headers }) {
      await transport.sendMail({
        from,
        to,
        subject,
        text,
        ...(html ? { html } : {}),
        ...(attachments?.length ? { attachments: [...attachments] } : {}),
        ...(headers ? { headers: { ...headers } } : {}),
      });
    },
    close: () => transport.close(),
  };
}
