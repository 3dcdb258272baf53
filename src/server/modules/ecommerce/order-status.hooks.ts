import type { ModuleWriteHooks } from '../../crud/write-hooks';
import { notifyOrderStatus } from './order-status.service';

/** An administrator setting an order's status through any generic write tells its payer, as the payment path does. */
export const orderStatusWriteHooks = {
  'ecommerce.orders': {
    afterUpdate: async ({ tx, old, record }) => {
      if (old.status !== record.status) await notifyOrderStatus(tx, [record.id]);
    },
  },
} satisfies ModuleWriteHooks<'ecommerce'>;
