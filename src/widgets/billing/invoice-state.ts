import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/app-router';

/** What an invoice's page shows: the state procedure's answer (its amount and state, never who pays). */
export type InvoiceState = inferRouterOutputs<AppRouter>['billing']['invoices']['state'];

/** The orders the invoice pays, each with its status and, once approved, its receipt. */
export type InvoiceOrders = inferRouterOutputs<AppRouter>['ecommerce']['orders']['ofInvoice'];

/** States in which the invoice may still be paid: the page keeps following them. */
export const awaitingPayment = (state: Pick<InvoiceState, 'status'>) => state.status === 'open' || state.status === 'failed';

/** The invoice's state from its public route (JSON dates as text: only the fields shown are read). */
export async function fetchInvoiceState(id: string): Promise<InvoiceState> {
  const response = await fetch(`/api/billing/invoices/${encodeURIComponent(id)}/state`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The invoice could not be read (${response.status})`);
  return ((await response.json()) as { data: InvoiceState }).data;
}

/** Paid, with an order whose receipt is still being drawn: the page keeps following its orders until it is there. */
export const awaitingReceipt = (state: Pick<InvoiceState, 'status'>, orders: InvoiceOrders) =>
  state.status === 'paid' && orders.some((order) => order.status === 'approving' && !order.receipt);

/** The invoice's orders from their public route. */
export async function fetchInvoiceOrders(id: string): Promise<InvoiceOrders> {
  const response = await fetch(`/api/billing/invoices/${encodeURIComponent(id)}/ecommerce-module/orders`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The invoice's orders could not be read (${response.status})`);
  return ((await response.json()) as { data: InvoiceOrders }).data;
}
