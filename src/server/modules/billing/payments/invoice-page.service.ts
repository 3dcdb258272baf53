import type { Database } from '../../../db/database';
import { notFound } from '../../../errors';
import { logger } from '../../../platform/logging/logger';
import { lookUpInvoice } from '../reconciliation/reconciliation.service';
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
  await lookUpInvoice(db, providers, effects, invoice).catch((error: unknown) =>
    logger().warn({ invoiceId: id, err: error }, 'the return page could not look the payment up at its provider'),
  );
  return invoiceStateOf(await existingInvoice(db, id));
}

/**
 * The dummy payment page's button: the dummy provider signs a notification that the invoice was paid (or failed) and
 * sends it to the webhook path every provider's notifications take (verified and applied there). Only an open or
 * failed dummy invoice can be paid; another answers as it stands.
 */
export async function payDummyInvoice(
  db: Database,
  context: ProviderContext,
  providers: PaymentProviders,
  effects: PaymentEffects,
  id: string,
  outcome: 'paid' | 'failed',
) {
  // Where the dummy provider is off (production), its payment page does not exist.
  const invoice = await existingInvoice(db, id);
  if (invoice.provider !== 'dummy' || !providers.configured.includes('dummy'))
    throw notFound(`No dummy payment for invoice ${id}`, 'id');
  if (invoice.status === 'open' || invoice.status === 'failed') {
    const event = dummyEvent(invoice.id, outcome, invoice.amount, invoice.currency.slug.toUpperCase());
    const { body, signature } = signDummyNotification(dummySecret(context), event);
    await receiveWebhook(
      db,
      providers,
      { provider: 'dummy', body: Buffer.from(body), headers: { [DUMMY_SIGNATURE_HEADER]: signature }, siteUrl: context.siteUrl },
      effects,
    );
  }
  return invoiceStateOf(await existingInvoice(db, id));
}
