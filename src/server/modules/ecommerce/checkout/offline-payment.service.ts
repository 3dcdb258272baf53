import { DEFAULT_LANGUAGE, isLanguage } from '../../../../shared/languages';
import { fitsCurrency, toMinorUnits } from '../../../../shared/money';
import { OFFLINE_PROVIDER } from '../../../../shared/order-payment';
import type { Database } from '../../../db/database';
import { AppError, badRequest, notFound } from '../../../errors';
import { logger } from '../../../platform/logging/logger';
import {
  addInvoice,
  cancelOpenInvoices,
  expireAtProvider,
  holdIntentLock,
  invoiceAnswerOf,
  invoicesById,
  invoicesOfIntents,
  openIntent,
  receivePaymentEvent,
  type CurrencySummary,
  type InvoiceAnswer,
  type PaymentProviders,
  type SupersededInvoice,
} from '../../billing';
import { paymentStates } from '../order-money.service';
import { ordersWithLines } from '../orders.service';
import { NO_PRICE } from '../prices.service';
import { holdCart, lockOrderRows } from '../order-locks';
import { descriptionOf, holdOrdersUnder } from './checkout.service';
import { orderPaymentEffects } from './order-payments';

/*
 * A payment an administrator records as received outside the site (a bank transfer, cash…): an invoice at the
 * `offline` provider, paid at once through the one payment path (receivePaymentEvent), so that the orders get what any
 * payment gives them, exactly once: approved, their receipts queued, their roles given, their payer told
 * (docs/decisions/0033). Orders being paid online are paid under their open intent (all the orders of that checkout):
 * its online invoice is canceled, and a payment that still gets through there is flagged as owed back.
 */

export interface OfflinePayment {
  orderId: string;
  /** What was received: a decimal text that must be the amount due, exactly. */
  amount: string;
  /** When it was received: not after now. */
  paidAt: Date;
  /** How it came (a bank transfer and its reference, cash…). */
  note: string;
  /** The site's public address: the invoice's page there is what the payer's message links to. */
  siteUrl: string;
}

export interface RecordedPayment {
  /** The orders the payment paid: the one named, or every order of the checkout it was being paid in. */
  orderIds: string[];
  invoice: InvoiceAnswer & { note: string };
}

interface OrderState {
  id: string;
  status: string;
  subjectId: string | null;
  /** The open payment intent the order is being paid under, if any. */
  intentId: string | null;
}

const orderState = async (db: Database, orderId: string) =>
  (
    await db.query<OrderState>(
      `SELECT o."id", o."status",
              (SELECT so."subjectId" FROM "RbacSubjectsToEcommerceModuleOrders" so
                WHERE so."ecommerceModuleOrderId" = o."id" ORDER BY so."createdAt", so."id" LIMIT 1) AS "subjectId",
              (SELECT p."id" FROM "EcommerceOrdersToBillingModulePaymentIntents" x
                 JOIN "BillingPaymentIntent" p ON p."id" = x."billingModulePaymentIntentId"
                WHERE x."orderId" = o."id" AND p."status" = 'open' ORDER BY p."createdAt" DESC LIMIT 1) AS "intentId"
         FROM "EcommerceOrder" o WHERE o."id" = $1::text`,
      [orderId],
    )
  )[0];

/** Whom the payer's message goes to, in which language: the order's latest invoice's, else the subject's email. */
async function payerOf(db: Database, orderId: string, subjectId: string) {
  const [invoiced] = await db.query<{ email: string; language: string }>(
    `SELECT i."email", i."language" FROM "EcommerceOrdersToBillingModulePaymentIntents" z
       JOIN "BillingPaymentIntentsToInvoices" x ON x."paymentIntentId" = z."billingModulePaymentIntentId"
       JOIN "BillingInvoice" i ON i."id" = x."invoiceId"
      WHERE z."orderId" = $1::text AND i."email" IS NOT NULL ORDER BY i."createdAt" DESC, i."id" LIMIT 1`,
    [orderId],
  );
  const language = invoiced && isLanguage(invoiced.language) ? invoiced.language : DEFAULT_LANGUAGE;
  if (invoiced) return { email: invoiced.email, language };
  const [identity] = await db.query<{ email: string }>(
    `SELECT i."email" FROM "RbacSubjectsToIdentities" si JOIN "RbacIdentity" i ON i."id" = si."identityId"
      WHERE si."subjectId" = $1::text AND i."email" IS NOT NULL ORDER BY si."createdAt", si."id" LIMIT 1`,
    [subjectId],
  );
  return { email: identity?.email ?? null, language };
}

const refuse = (field: string, message: string, code: 'order_canceled' | 'no_payer' | 'empty_order' | 'no_price') =>
  badRequest(`${field}: ${message}`, [{ field, message: `${field}: ${message}`, code }]);

/** The amount must be the one due, to the minor unit: a 400 naming data.amount that says what is due. */
function checkAmount(amount: string, due: string, currency: CurrencySummary) {
  if (fitsCurrency(amount, currency.decimals) && toMinorUnits(amount, currency.decimals) === toMinorUnits(due, currency.decimals))
    return;
  const message = `data.amount: ${due} ${currency.slug.toUpperCase()} is due, not ${amount}`;
  throw badRequest(message, [
    {
      field: 'data.amount',
      message,
      code: 'amount_mismatch',
      params: { amount: due, slug: currency.slug, symbol: currency.symbol ?? '', decimals: currency.decimals },
    },
  ]);
}

/**
 * The order's state read under the subject's cart lock, its open intent's lock and its row (the lock order of
 * order-locks.ts, which checkout, the payment path and every change of its lines take): read once to learn which
 * intent to lock, then again holding them, so that the lines read next are those charged for.
 */
async function lockedOrderState(tx: Database, orderId: string) {
  const seen = await orderState(tx, orderId);
  if (!seen) throw notFound(`EcommerceOrder with id ${orderId} not found`, 'id');
  if (!seen.subjectId) throw refuse('id', 'the order is linked to no subject: nobody is its payer', 'no_payer');
  await holdCart(tx, seen.subjectId);
  if (seen.intentId) await holdIntentLock(tx, seen.intentId);
  await lockOrderRows(tx, [orderId]);
  const state = await orderState(tx, orderId);
  if (!state) throw notFound(`EcommerceOrder with id ${orderId} not found`, 'id');
  if (state.intentId !== seen.intentId) {
    const message = `id: order ${orderId} was being checked out while the payment was recorded: record it again`;
    throw new AppError('CONFLICT', message, [{ field: 'id', message, code: 'order_paying' }]);
  }
  return { ...state, subjectId: seen.subjectId };
}

/** Step 1, in one transaction: the offline invoice, paid through the payment path, with its date and note. */
async function record(db: Database, request: OfflinePayment) {
  return db.transaction(async (tx) => {
    const state = await lockedOrderState(tx, request.orderId);
    const payment = (await paymentStates(tx, [state.id])).get(state.id);
    if (payment !== 'unpaid') {
      const message = `id: the order is ${payment === 'paid' ? 'paid already' : 'paid and refunded'}: a payment is recorded once`;
      throw new AppError('CONFLICT', message, [{ field: 'id', message, code: 'already_paid' }]);
    }
    if (state.status === 'canceled') throw refuse('id', 'the order is canceled: set another status first', 'order_canceled');
    const payer = await payerOf(tx, state.id, state.subjectId);
    const terms = { provider: OFFLINE_PROVIDER, ...payer, expiresAt: request.paidAt, siteUrl: request.siteUrl };
    let invoiceId: string;
    let currency: CurrencySummary;
    let superseded: SupersededInvoice[] = [];
    if (state.intentId) {
      // Being paid online: the offline invoice pays the same intent, so every order of that checkout.
      const [latest] = await invoicesOfIntents(tx, [state.intentId]);
      currency = latest!.currency;
      checkAmount(request.amount, latest!.amount, currency);
      invoiceId = await addInvoice(tx, state.intentId, latest!.amount, terms);
      superseded = await cancelOpenInvoices(tx, state.intentId, invoiceId);
    } else {
      const [order] = await ordersWithLines(tx, [state.id]);
      if (!order!.ordersToProducts.length) throw refuse('id', 'the order has no lines', 'empty_order');
      const [total] = order!.totals;
      if (!order!.billingModuleCurrency || !total?.complete || order!.totals.length > 1) throw refuse('id', NO_PRICE, 'no_price');
      currency = order!.billingModuleCurrency;
      checkAmount(request.amount, total.amount, currency);
      const opened = await openIntent(
        tx,
        {
          subjectId: state.subjectId,
          currency,
          amount: total.amount,
          title: `Orders ${state.id.slice(0, 8)}`,
          description: descriptionOf([order!], payer.language),
        },
        terms,
      );
      await holdOrdersUnder(tx, opened.paymentIntentId, [order!]);
      invoiceId = opened.invoiceId;
    }
    const [invoice] = await invoicesById(tx, [invoiceId]);
    const applied = await receivePaymentEvent(
      tx,
      OFFLINE_PROVIDER,
      {
        eventId: `offline:${invoiceId}`,
        kind: 'paid',
        invoiceId,
        providerPaymentId: invoiceId,
        amount: invoice!.amount,
        currency: currency.slug.toUpperCase(),
      },
      orderPaymentEffects,
    );
    // Checked under the locks above, so the payment applies; anything else is rolled back rather than half recorded.
    if (applied.outcome !== 'applied')
      throw new AppError('CONFLICT', `The payment could not be applied (${applied.note ?? applied.outcome}): record it again`);
    await tx.query(
      `UPDATE "BillingInvoice" SET "paidAt" = $2::timestamptz, "note" = $3::text, "expiresAt" = NULL WHERE "id" = $1::text`,
      [invoiceId, request.paidAt, request.note],
    );
    const orders = await tx.query<{ orderId: string }>(
      `SELECT "orderId" FROM "EcommerceOrdersToBillingModulePaymentIntents"
        WHERE "billingModulePaymentIntentId" = $1::text ORDER BY "orderId"`,
      [invoice!.paymentIntentId],
    );
    return { invoiceId, orderIds: orders.map((order) => order.orderId), superseded };
  });
}

/**
 * Records a payment of the order received outside the site: a 400 naming the field for an amount other than the one
 * due, a canceled order, one with no payer or no price; a 409 for an order paid already. Nothing is written on a
 * refusal. The online invoice it supersedes is expired at its provider after the commit, where that can be told.
 */
export async function recordOfflinePayment(
  db: Database,
  providers: PaymentProviders,
  request: OfflinePayment,
): Promise<RecordedPayment> {
  if (request.paidAt.getTime() > Date.now()) {
    const message = 'data.paidAt: a payment received cannot be dated in the future';
    throw badRequest(message, [{ field: 'data.paidAt', message, code: 'in_future' }]);
  }
  const { invoiceId, orderIds, superseded } = await record(db, request);
  logger().info({ invoiceId, orderIds }, 'a payment received outside the site was recorded');
  for (const invoice of superseded) await expireAtProvider(providers, invoice);
  const [invoice] = await invoicesById(db, [invoiceId]);
  return { orderIds, invoice: { ...invoiceAnswerOf(invoice!), note: request.note } };
}
