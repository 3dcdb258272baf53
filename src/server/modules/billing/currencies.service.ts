import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import type { CurrencySummary } from './currencies.schema';

const SUMMARY = { id: true, slug: true, symbol: true, title: true, decimals: true } as const;

const summaryOf = (record: { id: string; slug: string; symbol: string | null; title: unknown; decimals: number }) => ({
  ...record,
  title: (record.title ?? {}) as Record<string, string>,
});

/** The 400 of a call that names no currency where none is marked `isDefault`: it must name one in `field`. */
export const noDefaultCurrency = (field: string) =>
  badRequest('No billing module currency is marked as the default: name one', [
    {
      field,
      message: `${field}: no billing module currency is marked as the default, so this one is required`,
      code: 'required',
    },
  ]);

/** The currency of this id, else a 404 naming `field`. */
export async function currencyById(db: Database, id: string, field: string): Promise<CurrencySummary> {
  const currency = await db.prisma.billingCurrency.findUnique({ where: { id }, select: SUMMARY });
  if (!currency) throw notFound(`BillingCurrency with id ${id} not found`, field);
  return summaryOf(currency);
}

/** Every currency, in the admin's order: what a product may be priced in. */
export async function allCurrencies(db: Database): Promise<CurrencySummary[]> {
  const currencies = await db.prisma.billingCurrency.findMany({
    orderBy: [{ orderIndex: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    select: SUMMARY,
  });
  return currencies.map(summaryOf);
}
