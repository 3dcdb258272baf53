import type { Database } from '../../../db/database';
import { isPaymentProvider } from '../../../../shared/payment-providers';
import { logger } from '../../../platform/logging/logger';
import { applyPendingEvents, receivePaymentEvent, releaseIfLast, type PaymentEffects } from '../payments/apply-payment.service';
import type { ReceivedEvent } from '../payments/stored-events';
import { holdIntentLock, type Invoice } from '../payments/invoices.service';
import type { PaymentProviders } from '../payments/providers-from-environment';

/*
 * What no notification told us, asked of the providers: the return page and the scheduled jobs feed what a provider's
 * status call says through the same path as its webhooks (receivePaymentEvent), under an event id per payment and
 * state, so a lookup and the webhook it raced apply once between them.
 */

type InvoiceRef = Pick<Invoice, 'id' | 'paymentIntentId' | 'provider' | 'providerId'>;

/**
 * Stops the provider's payment page of an invoice that will not be paid (expired, superseded) from taking money, where
 * the provider can be told: best effort, after the commit (a payment that gets through all the same is flagged).
 */
export async function expireAtProvider(providers: PaymentProviders, invoice: Pick<InvoiceRef, 'id' | 'provider' | 'providerId'>) {
  if (!invoice.providerId || !isPaymentProvider(invoice.provider) || !providers.configured.includes(invoice.provider)) return;
  await providers
    .get(invoice.provider)
    .expirePayment?.(invoice.providerId)
    .catch((error: unknown) =>
      logger().warn({ invoiceId: invoice.id, err: error }, 'a payment could not be expired at its provider'),
    );
}

/** A provider that cannot be asked keeps its invoice open this long past its expiry before it is expired anyway. */
export const UNREACHABLE_GRACE_MS = 24 * 3600_000;

/** Asks the invoice's provider how its payment stands and applies the answer; undefined when it cannot be asked. */
export async function lookUpInvoice(
  db: Database,
  providers: PaymentProviders,
  effects: PaymentEffects,
  invoice: InvoiceRef,
): Promise<ReceivedEvent | undefined> {
  if (!invoice.providerId || !isPaymentProvider(invoice.provider) || !providers.configured.includes(invoice.provider))
    return undefined;
  const provider = providers.get(invoice.provider);
  if (!provider.lookupPayment) return undefined;
  const found = await provider.lookupPayment(invoice.providerId, invoice.id);
  if (found.kind === 'pending') return undefined;
  const eventId = `lookup:${invoice.providerId}:${found.kind}`;
  return receivePaymentEvent(db, invoice.provider, { ...found, eventId, invoiceId: invoice.id }, effects);
}

const INVOICE_REF = `SELECT i."id", x."paymentIntentId", i."provider", i."providerId"
  FROM "BillingInvoice" i JOIN "BillingPaymentIntentsToInvoices" x ON x."invoiceId" = i."id"`;

/**
 * Open invoices older than `afterMinutes` are looked up at providers that have a status call, and events that came
 * before their invoice applied. Answers how many lookups changed something.
 */
export async function reconcileInvoices(
  db: Database,
  providers: PaymentProviders,
  effects: PaymentEffects,
  afterMinutes: number,
): Promise<number> {
  await applyPendingEvents(db, effects);
  const open = await db.query<InvoiceRef>(
    `${INVOICE_REF} WHERE i."status" IN ('open', 'failed') AND i."providerId" IS NOT NULL
        AND i."createdAt" < now() - make_interval(mins => $1::int) AND i."provider" = ANY($2::text[])
      ORDER BY i."createdAt" LIMIT 200`,
    [afterMinutes, providers.configured.filter((name) => providers.get(name).lookupPayment)],
  );
  let changed = 0;
  for (const invoice of open) {
    const received = await lookUpInvoice(db, providers, effects, invoice).catch((error: unknown) => {
      logger().warn({ invoiceId: invoice.id, err: error }, 'a payment could not be looked up at its provider');
      return undefined;
    });
    if (received?.outcome === 'applied') changed++;
  }
  return changed;
}

/**
 * Unpaid invoices past their expiry expire, and orders no other payment holds go back to the cart. Each is looked up
 * first where its provider can be asked, so a payment whose notification is late is taken, not expired; one whose
 * provider cannot be reached waits a day more. Answers how many expired.
 */
export async function expireInvoices(db: Database, providers: PaymentProviders, effects: PaymentEffects): Promise<number> {
  const due = await db.query<InvoiceRef>(
    `${INVOICE_REF} WHERE i."status" IN ('open', 'failed') AND i."expiresAt" < now() ORDER BY i."expiresAt" LIMIT 500`,
  );
  let expired = 0;
  // A provider that did not answer once is not asked again in this run: one outage must not hold up every expiry.
  const unreachable = new Set<string>();
  for (const invoice of due) {
    let reachable = !unreachable.has(invoice.provider);
    const received = reachable
      ? await lookUpInvoice(db, providers, effects, invoice).catch((error: unknown) => {
          logger().warn({ invoiceId: invoice.id, err: error }, 'an expiring payment could not be looked up at its provider');
          unreachable.add(invoice.provider);
          reachable = false;
          return undefined;
        })
      : undefined;
    // Paid, or expired, at the provider: that event has moved it. Anything else (refused, ignored) leaves it to expire.
    if (received?.outcome === 'applied' || received?.outcome === 'refund-due') continue;
    if (await expireInvoiceIfDue(db, providers, effects, invoice, reachable ? 0 : UNREACHABLE_GRACE_MS)) expired++;
  }
  return expired;
}

/**
 * Expires one unpaid (open or failed) invoice whose expiry passed more than `graceMs` ago, on the database's clock, under
 * its intent's lock, and sends back to the cart the orders no other payment holds; then tells its provider where it can
 * be told. Whether it expired. The caller has asked the provider first where it can be asked (expireInvoices); the
 * dummy provider is ours and has nothing to ask, so its payment page calls this before it pays (decision 0041).
 */
export async function expireInvoiceIfDue(
  db: Database,
  providers: PaymentProviders,
  effects: PaymentEffects,
  invoice: InvoiceRef,
  graceMs = 0,
): Promise<boolean> {
  const changed = await db.transaction(async (tx) => {
    await holdIntentLock(tx, invoice.paymentIntentId);
    const rows = await tx.query(
      `UPDATE "BillingInvoice" SET "status" = 'expired', "updatedAt" = now()
        WHERE "id" = $1::text AND "status" IN ('open', 'failed')
          AND "expiresAt" < now() - make_interval(secs => $2::double precision) RETURNING "id"`,
      [invoice.id, graceMs / 1000],
    );
    if (rows.length) await releaseIfLast(tx, invoice.paymentIntentId, effects);
    return rows.length > 0;
  });
  if (changed) await expireAtProvider(providers, invoice);
  return changed;
}
