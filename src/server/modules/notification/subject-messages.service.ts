import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { queueMessage, type MessageSite } from './messages.service';
import type { Notification } from './notifications.service';
import type { TemplateData, TemplateVariant } from './templates/catalog';

/** A message to an account, as `POST /api/rbac/subjects/{id}/notify` asks for it. */
export interface SubjectMessage {
  subjectId: string;
  /** Its kind; the values of that kind's variables (every one present: see completeTemplateData). */
  variant: TemplateVariant;
  data: TemplateData;
  /** Not sent before this moment. */
  sendAfter?: Date;
  /** The topic it is about, by slug. */
  topicSlug?: string;
  /** The order it is about (its existence is the caller's to check: orders are another module's). */
  orderId?: string;
}

/** Where a refused part of the request was given, for the 404 that names it. */
export interface SubjectMessageFields {
  topic: string;
}

/**
 * Writes `message` into the outbox in one transaction, to the subject by the channels it chose (docs/decisions/0046),
 * and answers the rows for the caller to deliver after the commit. A topic slug that names no topic is a 404 naming
 * `fields.topic`, and a subject with no address the kind reaches a 404 naming `id`: nothing is written then.
 */
export async function queueSubjectMessage(
  db: Database,
  site: MessageSite,
  message: SubjectMessage,
  fields: SubjectMessageFields,
): Promise<Notification[]> {
  return db.transaction(async (tx) => {
    const topic = message.topicSlug
      ? await tx.prisma.notificationTopic.findUnique({ where: { slug: message.topicSlug }, select: { id: true } })
      : undefined;
    if (message.topicSlug && !topic) throw notFound('No notification topic with this slug', fields.topic);
    const rows = await queueMessage(tx, site, {
      variant: message.variant,
      to: { subjectId: message.subjectId },
      data: message.data,
      ...(message.sendAfter ? { sendAfter: message.sendAfter } : {}),
      ...(topic ? { topicId: topic.id } : {}),
      ...(message.orderId ? { orderId: message.orderId } : {}),
    });
    if (!rows.length) throw notFound('The subject has no address this message goes to (an e-mail, or a linked Telegram)', 'id');
    return rows;
  });
}
