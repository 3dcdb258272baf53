import 'server-only';
import { cache } from 'react';
import { serverCaller } from '../caller';
import { toAppError } from '../public-error';

/**
 * An invoice's state for its pages, through the public procedure (asking the provider first: the payer may be back
 * from it before its notification); null for no such invoice. Read once per render (metadata and page share it).
 */
export const invoiceStateForPage = cache(async (id: string) => {
  try {
    return await (await serverCaller()).billing.invoices.state({ id, lookUp: true });
  } catch (error) {
    if (toAppError(error).status === 404) return null;
    throw error;
  }
});

/** The orders the invoice pays, each with its status and receipt, for the page the payer returns to. */
export const invoiceOrdersForPage = cache(async (id: string) => (await serverCaller()).ecommerce.orders.ofInvoice({ id }));
