import type { ModuleWriteHooks } from '../../crud/write-hooks';
import { notifyOrderStatus } from './order-status.service';
import { queueReceipts } from './receipts/receipts.service';

/**
 * An administrator setting an order's status through any generic write tells its payer, as the payment path does; an
 * order they approve gets its receipt.
 */
export const orderStatusWriteHooks = {
  'ecommerce.orders': {
    afterUpdate: async ({ tx, old, record }) => {
      if (old.status === record.status) return;
      await notifyOrderStatus(tx, [record.id]);
      if (record.status === 'approving') await queueReceipts(tx, [record.id]);
    },
  },
} satisfies ModuleWriteHooks<'ecommerce'>;
