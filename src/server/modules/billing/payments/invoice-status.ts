import type { InvoiceEventKind } from './payment-provider';

/** An invoice's states: one attempt to pay a payment intent at a provider. */
export const INVOICE_STATUSES = ['open', 'paid', 'failed', 'expired', 'refunded', 'canceled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Where an invoice goes on a notification: a new status, or none (said why) when nothing changes. */
export type InvoiceTransition = { to: InvoiceStatus } | { to: null; why: string };

const stay = (why: string): InvoiceTransition => ({ to: null, why });

/**
 * The one payment state machine. A same-state transition is a no-op; `paid` is never undone by a late `failed`,
 * `expired` or `pending`; money that arrives is always taken into account, whatever state the invoice was left in
 * (a late payment of an expired or superseded invoice pays it, or is owed back: apply-payment.service.ts decides).
 */
export function invoiceTransition(from: InvoiceStatus, kind: InvoiceEventKind): InvoiceTransition {
  if (kind === 'pending') return stay('a pending payment changes nothing until it is paid or failed');
  if (kind === 'paid') return from === 'paid' || from === 'refunded' ? stay(`the invoice is ${from} already`) : { to: 'paid' };
  if (kind === 'refunded') return from === 'paid' ? { to: 'refunded' } : stay(`only a paid invoice is refunded; it is ${from}`);
  if (from === 'open') return { to: kind };
  if (from === 'failed' && kind === 'expired') return { to: 'expired' };
  return stay(`the invoice is ${from}: a ${kind} notification does not change it`);
}
