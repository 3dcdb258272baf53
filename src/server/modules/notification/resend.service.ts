import type { Database } from '../../db/database';
import { AppError, notFound } from '../../errors';
import type { MessageCode } from '../../../shared/message-codes';
import { runJobNow } from '../../platform/jobs/jobs.service';
import { DELIVERY_JOB, enqueueDelivery, TELEGRAM_DELIVERY_JOB, type Notification } from './notifications.service';

/** The rows an administrator may send again: failed ones, and ones left `sending` by a sender that stopped. */
const RESENDABLE = ['failed', 'sending'];

const refusal = (message: string, code: MessageCode) =>
  new AppError('CONFLICT', message, [{ field: 'id', message: `id: ${message}`, code }], { messageCode: code });

/**
 * Sends the outbox row `id` again, for an administrator who judged it should go (docs/decisions/0021, 0046): the row
 * goes back to `new` (its attempts and last error kept for the record) and its delivery job is queued to run now,
 * written again when the jobs' clean-up removed it and given one more attempt when it had spent them. A row `sent`
 * is never sent again, nor one whose delivery is on its way (`new`, or its job running): a 409 naming `id`. A row
 * left `sending` may have gone out: the admin's panel says so before it is sent again. The job claims the row as any
 * delivery does, so two clicks send it once.
 */
export async function resendNotification(db: Database, id: string): Promise<Notification> {
  return db.transaction(async (tx) => {
    // Held until the transaction ends: a delivery claiming the row meanwhile waits, then finds it as this leaves it.
    await tx.query('SELECT 1 FROM "NotificationNotification" WHERE "id" = $1 FOR UPDATE', [id]);
    const row = await tx.prisma.notificationNotification.findUnique({
      where: { id },
      select: { id: true, status: true, method: true, sendAfter: true },
    });
    if (!row) throw notFound(`Notification ${id} not found`, 'id');
    if (row.status === 'sent') throw refusal(`Notification ${id} was sent already: it is not sent again`, 'already_sent');
    // Written again when the jobs' clean-up removed it; else the job already there (spent, failed or waiting) is kept.
    await enqueueDelivery(tx, row);
    const key = `${row.method === 'telegram' ? TELEGRAM_DELIVERY_JOB : DELIVERY_JOB}:${id}`;
    const [job] = await tx.query<{ id: string; state: string }>(
      'SELECT "id", "state" FROM "HostJob" WHERE "key" = $1 FOR UPDATE',
      [key],
    );
    if (!job) throw new Error(`The delivery job ${key} was not written`);
    if (!RESENDABLE.includes(row.status) || job.state === 'running')
      throw refusal(
        `Notification ${id} is being delivered (status ${row.status}, its job ${job.state}): wait for the outcome`,
        'delivery_under_way',
      );
    const notification = await tx.prisma.notificationNotification.update({ where: { id }, data: { status: 'new' } });
    await runJobNow(tx, job.id);
    return notification;
  });
}
