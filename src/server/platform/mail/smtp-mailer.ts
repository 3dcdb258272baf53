import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type { Mailer } from './mailer';

/** The sender address when NOTIFICATION_SMTP_FROM is not set. */
export const DEFAULT_SMTP_FROM = 'no-reply@localhost';

/**
 * Nodemailer waits up to 2 minutes for a connection and 10 minutes on a silent socket: give up sooner, so a mail
 * server that hangs does not keep deliveries (and their connections) open. A pooled connection left idle that long is
 * closed too, and opened again for the next message.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * A pool of connections that the messages share: an announcement to thousands goes out over a few connections rather
 * than one (with its handshake, TLS and sign-in) per message. At most 5 at once, which mail providers take from one
 * sender, and 100 messages on one before it is closed and another opened, as providers limit messages per connection.
 */
export const SMTP_POOL = { pool: true, maxConnections: 5, maxMessages: 100 } as const;

/**
 * The transport's options: the pool and the timeouts, then what the URL says (its host, port and sign-in, and any of
 * nodemailer's options as query parameters: `?maxConnections=2`, `?pool=false`, `?connectionTimeout=30000`), which
 * win. Read here, not by nodemailer's `createTransport({ url, … })`: given a `url` it takes the URL's options only and
 * drops the others.
 */
export const smtpTransportOptions = (url: string) => ({ ...SMTP_POOL, ...TIMEOUTS, ...parseConnectionUrl(url) });

/** A mailer sending through the SMTP server of `url` (a nodemailer connection URL) as `from`. */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpTransportOptions(url));
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
    // The pool's idle connections close now, those sending a message once it is sent.
    close: () => transport.close(),
  };
}
