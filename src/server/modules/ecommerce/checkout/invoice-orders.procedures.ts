import { z } from 'zod';
import { idOf } from '../../../../shared/registry/zod-fields';
import { publicProcedure } from '../../../platform/procedures/init';
import { ordersOfInvoice } from './invoice-orders.service';

const invoiceOrder = z.object({ id: z.string(), status: z.string(), receipt: z.string().nullable() });

/**
 * The orders an invoice pays, for the page the payer returns to: public, as the invoice's own state is (its id is the
 * capability), telling only each order's status and receipt, never who pays nor for what beyond the receipt itself.
 */
export const invoiceOrdersProcedures = {
  ofInvoice: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/billing/invoices/{id}/ecommerce-module/orders',
        summary: "The orders an invoice pays: each one's status and, once approved, its receipt",
      },
    })
    .input(z.strictObject({ id: idOf('id') }))
    .output(z.array(invoiceOrder))
    .query(({ ctx, input }) => {
      // Public only to whoever holds the id, as the invoice's state.
      ctx.response.forbidCaching();
      return ordersOfInvoice(ctx.db, input.id);
    }),
};
