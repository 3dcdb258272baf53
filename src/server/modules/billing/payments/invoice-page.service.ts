import type { Database } from '../../../db/database';
import { notFound } from '../../../errors';
import { logger } from '../../../platform/logging/logger';
import { expireInvoiceIfDue, lookUpInvoice } from '../reconciliation/reconciliation.service';
import { receiveWebhook } from '../webhooks/webhooks.service';
import type { PaymentEffects } from './apply-payment.service';
import { invoiceById, type Invoice } from './invoices.service';
import { dummyEvent, DUMMY_SIGNATURE_HEADER, signDummyNotification } from './providers/dummy/dummy-provider';
import { dummySecret, type PaymentProviders, type ProviderContext } from './providers-from-environment';

/*
 * What the invoice's page and the dummy provider's payment page read and do. The invoice's id is the capability, as a
 * provider's payment link is: they show its amount and state, never who pays nor for what.
 */

/** What anyone holding an invoice's link may see of it. */
export const invoiceStateOf = (invoice: Invoice) => ({
  id: invoice.id,
  provider: invoice.provider,
  status: invoice.status,
  amount: invoice.amount,
  billingModuleCurrency: invoice.currency,
  language: invoice.language,
  paidAt: invoice.paidAt,
  expiresAt: invoice.expiresAt,
  refundDue: invoice.refundDue,
});

async function existingInvoice(db: Database, id: string): Promise<Invoice> {
  const invoice = await invoiceById(db, id);
  if (!invoice) throw notFound(`BillingInvoice with id ${id} not found`, 'id');
  return invoice;
}

/**
 * The invoice as it stands, asked of its provider first while it is open (the return page is one of the three paths
 * a payment takes, with the webhook and reconciliation): a payer back from the provider sees it paid even when the
 * notification is late.
 */
export async function invoiceState(db: Database, providers: PaymentProviders, effects: PaymentEffects, id: string) {
  const invoice = await existingInvoice(db, id);
  if (invoice.status !== 'open' && invoice.status !== 'failed') return invoiceStateOf(invoice);
  // The dummy provider is ours: what it says of an invoice past its expiry is that it expired, as the job will.
  if (invoice.provider === 'dummy') await expireInvoiceIfDue(db, providers, effects, invoice);
  else
    await lookUpInvoice(db, providers, effects, invoice).catch((error: unknown) =>
      logger().warn({ invoiceId: id, err: error }, 'the return page could not look the payment up at its provider'),
    );
  return invoiceStateOf(await existingInvoice(db, id));
}

/** A dummy invoice where the dummy provider is on; else a 404: where it is off (production), its payment page does not exist. */
export async function dummyInvoice(db: Database, providers: PaymentProviders, id: string): Promise<Invoice> {
  const invoice = await existingInvoice(db, id);
  if (invoice.provider !== 'dummy' || !providers.configured.includes('dummy'))
    throw notFound(`No dummy payment for invoice ${id}`, 'id');
  return invoice;
}

/**
 * The dummy payment page's button: the dummy provider signs a notification that the invoice was paid (or failed) and
 * sends it to the webhook path every provider's notifications take (verified and applied there). Only an open or
 * failed dummy invoice within its expiry can be paid: one past it expires first, as the expiry job would have expired
 * it (its orders back in the cart), and pays nothing (decision 0041); another answers as it stands. Who may decline it
 * is the procedure's to check.
 */
export async function payDummyInvoice(
  db: Database,
  context: ProviderContext,
  providers: PaymentProviders,
  effects: PaymentEffects,
  invoice: Invoice,
  outcome: 'paid' | 'failed',
) {
  const payable = (status: Invoice['status']) => status === 'open' || status === 'failed';
  if (payable(invoice.status) && !(await expireInvoiceIfDue(db, providers, effects, invoice))) {
    const event = dummyEvent(invoice.id, outcome, invoice.amount, invoice.currency.slug.toUpperCase());
    const { body, signature } = signDummyNotification(dummySecret(context), event);
    await receiveWebhook(
      db,
      providers,
      { provider: 'dummy', body: Buffer.from(body), headers: { [DUMMY_SIGNATURE_HEADER]: signature }, siteUrl: context.siteUrl },
      effects,
    );
  }
  return invoiceStateOf(await existingInvoice(db, invoice.id));
}
