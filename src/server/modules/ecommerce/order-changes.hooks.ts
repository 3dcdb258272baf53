import type { ModuleWriteHooks } from '../../crud/write-hooks';
import { lockOrders, lockOrdersNotPaying, ordersOfLines } from './order-locks';

/*
 * The generic writes of orders and their lines (the admin, REST, tRPC, bulk) obey the cart's rule (docs/decisions/0039):
 * they take the lock order of order-locks.ts before any row (the carts of the orders' subjects, then the orders' rows,
 * then the lines), and an order being paid keeps its lines, and is not deleted, until its payment ends or expires: a
 * 409 naming the order. Its other fields (a status an administrator sets) still change, as decision 0033 wants.
 */

export const orderChangeWriteHooks = {
  'ecommerce.orders': {
    async lock({ tx, ids }) {
      await lockOrders(tx, ids);
    },
    async beforeDelete({ tx, old }) {
      await lockOrdersNotPaying(tx, [old.id], 'id');
    },
  },
  'ecommerce.ordersToProducts': {
    // The lines' orders, those they are in and those an update moves them to, before the lines' own rows.
    async lock({ tx, ids, data }) {
      await lockOrders(tx, [...(await ordersOfLines(tx, ids)), ...data.map((line) => line.orderId)]);
    },
    // Again holding the line: a line moved to another order before it was locked has that order locked now (out of
    // the order above, but only then).
    async beforeCreate({ tx, data, fieldPrefix }) {
      await lockOrdersNotPaying(tx, [data.orderId], `${fieldPrefix}orderId`);
    },
    async beforeUpdate({ tx, old, data, fieldPrefix }) {
      await lockOrdersNotPaying(tx, [old.orderId, data.orderId], `${fieldPrefix}orderId`);
    },
    async beforeDelete({ tx, old }) {
      await lockOrdersNotPaying(tx, [old.orderId], 'orderId');
    },
  },
} satisfies ModuleWriteHooks<'ecommerce'>;
