import { z } from 'zod';
import { publicProcedure } from '../../../platform/procedures/init';
import { payee } from './payee.schema';
import { currentPayee } from './payee.service';

/**
 * GET /api/billing/payee: the organisation donations are paid to, with its legal and bank details, or null. Public:
 * the contacts page shows it, and a checkout with no payment provider tells the visitor to pay it by bank transfer.
 */
export const payeeProcedures = {
  current: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/billing/payee',
        summary: 'The organisation donations are paid to: its legal and bank details (null when none is kept)',
      },
    })
    .input(z.strictObject({}).optional())
    .output(payee.nullable())
    .query(({ ctx }) => currentPayee(ctx.db)),
};
