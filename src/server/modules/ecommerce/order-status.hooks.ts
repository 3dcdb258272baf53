import { isPaymentStatus } from '../../../shared/order-payment';
import type { ModuleWriteHooks } from '../../crud/write-hooks';
import { paymentStates, rolesFollowOrders } from './order-money.service';
import { enqueueJobs } from '../../platform/jobs/jobs.service';
import { orderStatusJobs } from './order-status.service';
import { receiptJobs } from './receipts/receipts.service';

/**
 * An administrator may set any status through any generic write (the admin, REST, tRPC, bulk), but what follows it
 * follows the money (docs/decisions/0033): a paid order's payer is told its new status, a payment status queues its
 * receipt, and the roles its products give follow whether it still counts (a canceled paid order gives none). An order
 * with no recorded payment gets nothing from its status: no message, no receipt, no role.
 */
export const orderStatusWriteHooks = {
  'ecommerce.orders': {
    afterUpdate: async ({ tx, old, record }) => {
      if (old.status === record.status) return;
      const payment = (await paymentStates(tx, [record.id])).get(record.id);
      if (payment === 'unpaid') return;
      await rolesFollowOrders(tx, [record.id]);
      if (payment !== 'paid') return;
      await enqueueJobs(tx, [
        ...(await orderStatusJobs(tx, [record.id])),
        ...(isPaymentStatus(record.status) ? receiptJobs([record.id]) : []),
      ]);
    },
  },
} satisfies ModuleWriteHooks<'ecommerce'>;
