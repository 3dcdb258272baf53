import type { Database } from '../../../db/database';
import type { Mailer } from '../../../platform/mail/mailer';
import { ordersWithLines } from '../../ecommerce/orders.service';
import { deliverNotification, type Notification } from '../../notification/notifications.service';
import { queueSubjectMessage } from '../../notification/subject-messages.service';
import { notFound } from '../../../errors';
import type { NotifyRequest } from './identities.schema';

/** Where the body of a notify names what it refers to, for the 404s. */
const FIELDS = { topic: 'data.notification.topic.slug', order: 'data.ecommerce.order.id' } as const;

/**
 * POST /api/rbac/subjects/{id}/notify: the message written into the outbox, one row per channel the subject chose, then
 * the caller's attempt at each (a row not yet due, or by Telegram, is left to its job). An order or a topic the body
 * names must exist (a 404 naming it, nothing written). Answers the rows as they then are.
 */
export async function notifySubject(
  deps: { db: Database; siteUrl: string; mailer: Mailer | undefined },
  subjectId: string,
  request: NotifyRequest,
): Promise<Notification[]> {
  if (request.orderId && !(await ordersWithLines(deps.db, [request.orderId])).length)
    throw notFound('No order with this id', FIELDS.order);
  const rows = await queueSubjectMessage(deps.db, { siteUrl: deps.siteUrl }, { subjectId, ...request }, FIELDS);
  const answered: Notification[] = [];
  for (const row of rows) answered.push(await deliverNotification(deps.db, deps.mailer, row.id));
  return answered;
}
