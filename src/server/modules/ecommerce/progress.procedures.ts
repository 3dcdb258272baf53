import { publicProcedure } from '../../platform/procedures/init';
import type { RestRoute } from '../../platform/procedures/meta';
import { fundraisingProgress } from './progress.service';
import { progressAnswer, progressInput } from './progress.schema';

const PROGRESS: RestRoute = {
  method: 'GET',
  path: '/api/ecommerce/products/progress',
  summary:
    'What each product (ids[]=…) raised from paid donations per currency, towards its goal there, and its donors: what its card shows',
};

/**
 * Projects' fundraising progress, merged under `ecommerce.products`: public, as their pages show it (and read it again
 * when the live channel says content changed).
 */
export const productProgressProcedures = {
  progress: publicProcedure
    .meta({ rest: PROGRESS })
    .input(progressInput)
    .output(progressAnswer)
    .query(async ({ ctx, input }) => [...(await fundraisingProgress(ctx.db, input.ids)).values()]),
};
