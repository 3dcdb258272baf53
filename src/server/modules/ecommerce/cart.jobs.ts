import type { JobDefinition } from '../../platform/jobs/job-definition';
import { clearOldOrders } from './cart.service';

/**
 * Daily: cart orders untouched for `days` days (ECOMMERCE_CART_LIFETIME_IN_DAYS) go, as POST clear-old-orders does on
 * demand; history stays. A removed cart also frees an anonymous visitor's subject for rbac.clean-up.
 */
export const clearOldOrdersJob = (days: number): JobDefinition => ({
  name: 'ecommerce.clear-old-orders',
  title: { ru: 'Удаление забытых корзин', en: 'Clear abandoned carts' },
  schedule: '47 2 * * *',
  run: async (db) => {
    await clearOldOrders(db, days);
  },
});
