import { z } from 'zod';
import { idOf } from '../../../shared/registry/zod-fields';
import { MAX_PROGRESS_IDS } from '../../../shared/fundraising';
import { currencySummary } from '../billing';
import { amount } from './orders.answers';

/* Input and answer of GET /api/ecommerce/products/progress (docs/decisions/0054). */

/** The projects whose progress a page shows. */
export const progressInput = z.strictObject({
  ids: z
    .array(idOf('ids'), { error: 'ids must be a list of product ids (ids[]=…)' })
    .min(1, 'ids must name at least one product')
    .max(MAX_PROGRESS_IDS, `ids must name at most ${MAX_PROGRESS_IDS} products`),
});

const currencyProgress = z.object({
  currency: currencySummary,
  /** What the project sets out to raise in this currency; null when it has no goal there. */
  goal: amount.nullable(),
  /** What its paid donations brought in this currency. */
  raised: amount,
  /** How many people gave in this currency. */
  donors: z.int(),
});

/** Each product asked for, in the order asked: its donors in any currency, and each currency's goal and raised. */
export const progressAnswer = z.array(
  z.object({
    productId: z.string(),
    donors: z.int(),
    currencies: z.array(currencyProgress),
    /** When the database read it (UTC, to the microsecond): of two reads of a project, the later one is the fresher. */
    readAt: z.iso.datetime(),
  }),
);
