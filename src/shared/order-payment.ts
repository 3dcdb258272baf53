import { PAYMENT_PROVIDERS } from './payment-providers';

/*
 * What follows an order's status and what follows its money (docs/decisions/0033). An administrator may set any status;
 * a receipt, a role and the paid message come only from a recorded payment: a provider's, or one an administrator
 * records as received outside the site (`offline`).
 */

/** The invoice provider of a payment an administrator recorded as received outside the site (a transfer, cash…). */
export const OFFLINE_PROVIDER = 'offline' as const;

/** Where an invoice is paid: a payment provider, or outside the site. */
export const INVOICE_PROVIDERS = [...PAYMENT_PROVIDERS, OFFLINE_PROVIDER] as const;
export type InvoiceProvider = (typeof INVOICE_PROVIDERS)[number];

/** The statuses that say an order was paid: approving and every one past it. */
export const PAYMENT_STATUSES = ['approving', 'packaging', 'delivering', 'delivered'] as const;

export const isPaymentStatus = (status: string) => (PAYMENT_STATUSES as readonly string[]).includes(status);

/**
 * How an order stands with its money: `paid` by a recorded payment, `refunded` (its payment given back), `unpaid`
 * (nothing recorded, whatever its status says).
 */
export const ORDER_PAYMENT_STATES = ['paid', 'refunded', 'unpaid'] as const;
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number];
