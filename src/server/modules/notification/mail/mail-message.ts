import { buffer } from 'node:stream/consumers';
import type { FileStorage } from '../../../platform/file-storage/file-storage';
import type { MailMessage } from '../../../platform/mail/mailer';
import type { Notification } from '../notifications.service';
import type { NotificationAttachment } from '../notifications.schema';

/** The files an outbox row lists to send with it. */
export const attachmentsOf = (notification: Pick<Notification, 'attachments'>): NotificationAttachment[] =>
  Array.isArray(notification.attachments) ? (notification.attachments as unknown as NotificationAttachment[]) : [];

export const hasAttachments = (notification: Pick<Notification, 'attachments'>) => attachmentsOf(notification).length > 0;

/** The bytes of an attachment, from the storage that gave its url. */
export async function attachmentContent(storage: FileStorage | undefined, attachment: NotificationAttachment): Promise<Buffer> {
  const object = await storage?.open(attachment.url);
  if (!object) throw new Error(`The attachment ${attachment.filename} is not in this server's file storage`);
  return buffer(object.body);
}

/**
 * The e-mail an outbox row is: its subject, text and HTML as written, its files read from the storage, and for a
 * topic's message the one-click unsubscribe headers (RFC 8058).
 */
export async function mailOf(notification: Notification, storage: FileStorage | undefined): Promise<MailMessage> {
  const attachments = await Promise.all(
    attachmentsOf(notification).map(async (attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: await attachmentContent(storage, attachment),
    })),
  );
  return {
    to: notification.recipient,
    subject: notification.title,
    text: notification.text,
    ...(notification.html ? { html: notification.html } : {}),
    ...(attachments.length ? { attachments } : {}),
    ...(notification.unsubscribeUrl
      ? {
          headers: {
            'List-Unsubscribe': `<${notification.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
