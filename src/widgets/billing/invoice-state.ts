import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/app-router';

/** What an invoice's page shows: the state procedure's answer (its amount and state, never who pays). */
export type InvoiceState = inferRouterOutputs<AppRouter>['billing']['invoices']['state'];

/** States in which the invoice may still be paid: the page keeps following them. */
export const awaitingPayment = (state: Pick<InvoiceState, 'status'>) => state.status === 'open' || state.status === 'failed';

/** The invoice's state from its public route (JSON dates as text: only the fields shown are read). */
export async function fetchInvoiceState(id: string): Promise<InvoiceState> {
  const response = await fetch(`/api/billing/invoices/${encodeURIComponent(id)}/state`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The invoice could not be read (${response.status})`);
  return ((await response.json()) as { data: InvoiceState }).data;
}
