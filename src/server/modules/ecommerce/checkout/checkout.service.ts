import { isPaymentProvider, type PaymentProviderName } from '../../../../shared/payment-providers';
import { billingPaths, webhookPath } from '../../../../shared/billing-paths';
import { sumAmounts } from '../../../../shared/money';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '../../../../shared/languages';
import type { Database, SqlTransaction } from '../../../db/database';
import { AppError, badRequest, notFound, type ErrorCause } from '../../../errors';
import { logger } from '../../../platform/logging/logger';
import {
  addInvoice,
  expireAtProvider,
  applyPendingEvents,
  cancelOpenInvoices,
  holdIntentLock,
  invoiceAnswerOf,
  invoicesById,
  invoicesOfIntents,
  movePendingSubscription,
  openIntent,
  startSubscription,
  ProviderUnavailable,
  recordProviderPayment,
  releaseIfLast,
  type Invoice,
  type PaymentProvider,
  type PaymentProviders,
  type SupersededInvoice,
} from '../../billing';
import type { OrderWithLines } from '../orders.answers';
import { checkAddition, insertOrder } from '../cart.service';
import { ordersWithLinesAnd } from '../orders.service';
import { NO_PRICE } from '../prices.service';
import { holdCart, lockOrderRows } from '../order-locks';
import type { CheckoutAnswer } from './checkout.schema';
import { orderPaymentEffects } from './order-payments';
import { subscriptionTermsOf } from './subscription-checkout';

/*
 * Checkout in three steps, so that no provider is called inside an open transaction and a failure anywhere leaves
 * nothing half done:
 * 1. one transaction, holding the subject's cart lock, the locks of the orders' open payment intents and the orders'
 *    rows (the lock order of order-locks.ts, which every change of an order or its lines takes too), reads the lines
 *    it charges for: the orders leave the cart (history, paying) under one open intent and invoice per currency, or
 *    keep the ones they have;
 * 2. outside it, each invoice the provider has not made yet is made there, with the invoice id as idempotency key;
 * 3. what the provider answered is kept on the invoice (the first answer only), and events that came early applied.
 * A checkout retried after any failure finds its orders paying under the same invoices and asks the provider for the
 * same payments again: the same invoices and urls, never a second payment. A checkout naming another provider, or
 * other orders, supersedes what is open (canceled here, expired at the provider where it can be told).
 */

/** A product checked out in one step: a new order of it, not put in the cart (released to it if left unpaid). */
export interface NewOrder {
  productId: string;
  quantity: number;
  storeId?: string | null;
  currencyId?: string;
  comment?: string | null;
  /** The amount of one chosen, where the price takes a free amount. */
  amount?: string;
}

export interface CheckoutRequest {
  subjectId: string;
  /** The subject's orders to pay, or a new order of one product (`newOrder`), made in the same transaction. */
  orderIds: readonly string[];
  newOrder?: NewOrder;
  /** Where in the input the orders were named (a 400 names the failing one). */
  orderField: (index: number) => string;
  provider: PaymentProviderName;
  email: string;
  language: string;
  siteUrl: string;
  /** How long an unpaid checkout holds its orders (BILLING_CHECKOUT_EXPIRY_MINUTES). */
  expiryMinutes: number;
}

interface OrderState {
  id: string;
  type: string;
  status: string;
  subjectId: string | null;
  /** The order's open payment intent, if it is being paid. */
  intentId: string | null;
}

/** SQL of an order's open payment intent (its newest), on the order `o`. */
const OPEN_INTENT = `(SELECT p."id" FROM "EcommerceOrdersToBillingModulePaymentIntents" x
               JOIN "BillingPaymentIntent" p ON p."id" = x."billingModulePaymentIntentId"
              WHERE x."orderId" = o."id" AND p."status" = 'open' ORDER BY p."createdAt" DESC LIMIT 1)`;

/** The columns of an order's state read with it (ordersWithLinesAnd): its link to the subject $2, its open intent. */
const STATE_COLUMNS = `(SELECT so."subjectId" FROM "RbacSubjectsToEcommerceModuleOrders" so
              WHERE so."ecommerceModuleOrderId" = o."id" AND so."subjectId" = $2::text LIMIT 1) AS "subjectId",
            ${OPEN_INTENT} AS "intentId"`;

/**
 * The open intents of the named orders, in one statement that also locks the orders' rows (in id order) when they
 * have none: then no intent lock comes before them. New intents of an order are made only under its subject's cart
 * lock, which the caller holds, so none appears between this read and the rows' lock.
 */
async function intentsLockingRows(tx: SqlTransaction, orderIds: readonly string[]): Promise<string[]> {
  const [row] = await tx.query<{ intentIds: string[] }>(
    `WITH "seen" AS (SELECT ${OPEN_INTENT} AS "intentId" FROM "EcommerceOrder" o WHERE o."id" = ANY($1::text[])),
          "locked" AS (SELECT o."id" FROM "EcommerceOrder" o
                        WHERE o."id" = ANY($1::text[]) AND NOT EXISTS (SELECT 1 FROM "seen" WHERE "intentId" IS NOT NULL)
                        ORDER BY o."id" FOR UPDATE)
     SELECT ARRAY(SELECT "intentId" FROM "seen" WHERE "intentId" IS NOT NULL) AS "intentIds",
            (SELECT count(*) FROM "locked")::int AS "locked"`,
    [orderIds],
  );
  return [...new Set(row?.intentIds ?? [])].sort();
}

/** The orders each of these intents pays for. */
async function ordersOfIntents(db: SqlTransaction, intentIds: readonly string[]): Promise<Map<string, string[]>> {
  const rows = await db.query<{ intentId: string; orderId: string }>(
    `SELECT "billingModulePaymentIntentId" AS "intentId", "orderId" FROM "EcommerceOrdersToBillingModulePaymentIntents"
      WHERE "billingModulePaymentIntentId" = ANY($1::text[]) ORDER BY "orderId"`,
    [intentIds],
  );
  const byIntent = new Map<string, string[]>();
  for (const row of rows) byIntent.set(row.intentId, [...(byIntent.get(row.intentId) ?? []), row.orderId]);
  return byIntent;
}

/** Refuses orders that are not the subject's or cannot be paid now, each naming its field; writes nothing. */
function checkOrders(
  request: CheckoutRequest,
  orderIds: readonly string[],
  states: Map<string, OrderState>,
  orders: OrderWithLines[],
) {
  const byId = new Map(orders.map((order) => [order.id, order]));
  const causes = orderIds.flatMap((id, index): ErrorCause[] => {
    const field = request.orderField(index);
    const state = states.get(id);
    if (!state?.subjectId) throw notFound(`EcommerceOrder with id ${id} not found`, field);
    if (state.type !== 'cart' && !state.intentId)
      return [
        {
          field,
          message: `${field}: order ${id} is ${state.status}, not in the cart: it cannot be checked out again`,
          code: 'not_in_cart',
        },
      ];
    if (state.status === 'canceled' && !state.intentId)
      return [{ field, message: `${field}: order ${id} is canceled: it cannot be checked out`, code: 'order_canceled' }];
    const order = byId.get(id);
    if (!order) throw notFound(`EcommerceOrder with id ${id} not found`, field);
    if (!order.ordersToProducts.length) return [{ field, message: `${field}: the order has no lines`, code: 'empty_order' }];
    if (!order.billingModuleCurrency || order.totals.some((total) => !total.complete))
      return [{ field, message: `${field}: ${NO_PRICE}`, code: 'no_price' }];
    return [];
  });
  if (new Set(orderIds).size !== orderIds.length)
    causes.push({ field: request.orderField(0), message: 'ecommerceModule.orders names an order twice', code: 'duplicate' });
  if (causes.length) throw badRequest(causes.length === 1 ? causes[0]!.message : 'These orders cannot be checked out', causes);
}

/** What the provider shows the payer: the products' titles in the checkout's language. */
export function descriptionOf(orders: OrderWithLines[], language: Language): string {
  const titles = orders.flatMap((order) =>
    order.ordersToProducts.map(
      (line) => line.product.title[language] || line.product.title[DEFAULT_LANGUAGE] || line.product.slug,
    ),
  );
  const text = [...new Set(titles)].join(', ');
  return text.length > 200 ? `${text.slice(0, 197)}…` : text;
}

/**
 * Puts the orders under a new payment intent (inside the caller's transaction, holding their rows' locks), in their
 * order (the links' orderIndex: its receipt lists them so), keeping what each line costs in this payment: the order
 * shows it, and its receipt, whatever the prices do next. `leaveCart`: they leave the cart too (history, paying), as a
 * checkout takes them. One statement.
 */
export async function holdOrdersUnder(
  tx: SqlTransaction,
  paymentIntentId: string,
  orders: readonly OrderWithLines[],
  { leaveCart = false }: { leaveCart?: boolean } = {},
) {
  const lines = orders.flatMap((order) => order.ordersToProducts);
  await tx.query(
    `WITH "links" AS (
       INSERT INTO "EcommerceOrdersToBillingModulePaymentIntents" ("id", "orderId", "billingModulePaymentIntentId", "orderIndex", "updatedAt")
       SELECT gen_random_uuid()::text, x."orderId", $2::text, x."n" - 1, now()
         FROM unnest($1::text[]) WITH ORDINALITY AS x("orderId", "n")),
     "prices" AS (
       UPDATE "EcommerceOrdersToProducts" l SET "checkoutUnitPrice" = x."price"::numeric, "updatedAt" = now()
         FROM unnest($3::text[], $4::text[]) AS x("id", "price") WHERE l."id" = x."id")
     UPDATE "EcommerceOrder" SET "type" = 'history', "status" = 'paying', "updatedAt" = now()
      WHERE $5::boolean AND "id" = ANY($1::text[])`,
    [
      orders.map((order) => order.id),
      paymentIntentId,
      lines.map((line) => line.id),
      lines.map((line) => line.unitPrice),
      leaveCart,
    ],
  );
}

interface Prepared {
  invoiceIds: string[];
  superseded: SupersededInvoice[];
}

const openIntentsOf = (states: Map<string, OrderState>) =>
  [...new Set([...states.values()].flatMap((state) => (state.intentId ? [state.intentId] : [])))].sort();

/** The new order of a one-step checkout (its product, store and currency checked by the cart's own rules). */
async function newOrderOf(tx: SqlTransaction, subjectId: string, order: NewOrder): Promise<string> {
  const addition = { subjectId, ...order };
  return insertOrder(tx, addition, await checkAddition(tx, addition, 'productId'));
}

/**
 * The named orders with their lines and states, read under the locks of their open intents and of their rows: the
 * intents read first to learn which to lock (with the rows' lock when there are none), then the orders read again
 * holding them all, so that an intent paid or replaced in between is seen (the second read must name no other intent),
 * and an order deleted in between is missing. What is read here, the lines above all, is what the orders hold until
 * the transaction ends: every change of an order or its lines locks its row first.
 */
async function lockedOrders(tx: SqlTransaction, request: CheckoutRequest, orderIds: readonly string[]) {
  const seen = await intentsLockingRows(tx, orderIds);
  if (seen.length) {
    for (const intentId of seen) await holdIntentLock(tx, intentId);
    await lockOrderRows(tx, orderIds);
  }
  const read = await ordersWithLinesAnd<Pick<OrderState, 'subjectId' | 'intentId'>>(tx, orderIds, {
    columns: STATE_COLUMNS,
    params: [request.subjectId],
  });
  const states = new Map(
    read.map(({ order, extra }): [string, OrderState] => [
      order.id,
      { id: order.id, type: order.type, status: order.status, subjectId: extra.subjectId, intentId: extra.intentId },
    ]),
  );
  const changed = orderIds.findIndex((id) => {
    const intentId = states.get(id)?.intentId;
    return intentId && !seen.includes(intentId);
  });
  if (changed >= 0) {
    const field = request.orderField(changed);
    const message = `${field}: order ${orderIds[changed]} was checked out by another request meanwhile: try this checkout again`;
    throw new AppError('CONFLICT', message, [{ field, message, code: 'order_paying' }]);
  }
  return { states, orders: read.map(({ order }) => order), openIntents: openIntentsOf(states) };
}

/** Step 1: the orders under one open intent and invoice per currency, reusing what a retried checkout made. */
async function prepare(db: Database, request: CheckoutRequest, provider: PaymentProvider, language: Language): Promise<Prepared> {
  return db.sqlTransaction(async (tx) => {
    await holdCart(tx, request.subjectId);
    const orderIds = request.newOrder ? [await newOrderOf(tx, request.subjectId, request.newOrder)] : request.orderIds;
    const { states, orders, openIntents } = await lockedOrders(tx, request, orderIds);
    checkOrders(request, orderIds, states, orders);
    const recurring = subscriptionTermsOf(orders, request.orderField, provider);
    for (const currency of new Set(orders.map((order) => order.billingModuleCurrency!.slug.toUpperCase()))) {
      const refused = provider.cannotTake?.({ currency, email: request.email });
      if (refused)
        throw badRequest(refused, [{ field: 'data.provider', message: `data.provider: ${refused}`, code: 'provider_refused' }]);
    }
    const intentOrders = openIntents.length ? await ordersOfIntents(tx, openIntents) : new Map<string, string[]>();
    const named = new Set(orderIds);
    const expiresAt = new Date(Date.now() + request.expiryMinutes * 60_000);
    const terms = { provider: request.provider, email: request.email, language, expiresAt, siteUrl: request.siteUrl };
    const superseded: SupersededInvoice[] = [];
    const invoiceIds: string[] = [];

    // A retry: every named order is paying under intents that pay for exactly the named orders. Keep them, and an
    // open invoice at the same provider that has not expired; otherwise a new invoice under the same intent.
    const sameOrders =
      openIntents.length > 0 &&
      orderIds.every((id) => states.get(id)!.intentId) &&
      openIntents.every((intentId) => (intentOrders.get(intentId) ?? []).every((id) => named.has(id)));
    if (sameOrders) {
      const invoices = await invoicesOfIntents(tx, openIntents);
      for (const intentId of openIntents) {
        const own = invoices.filter((invoice) => invoice.paymentIntentId === intentId);
        const reusable = own.find(
          (invoice) =>
            invoice.status === 'open' && invoice.provider === request.provider && (invoice.expiresAt ?? expiresAt) > new Date(),
        );
        superseded.push(...(await cancelOpenInvoices(tx, intentId, reusable?.id)));
        invoiceIds.push(reusable?.id ?? (await addInvoice(tx, intentId, own[0]!.amount, terms)));
        if (recurring) await movePendingSubscription(tx, intentId, request.provider, request.email);
      }
      return { invoiceIds, superseded };
    }

    // Other orders than before: new intents first, then what was open for any of them is canceled, so that only its
    // other orders go back to the cart (the named ones are held by the new intents).
    const byCurrency = new Map<string, OrderWithLines[]>();
    for (const order of orders) {
      const currencyId = order.billingModuleCurrency!.id;
      byCurrency.set(currencyId, [...(byCurrency.get(currencyId) ?? []), order]);
    }
    for (const inCurrency of byCurrency.values()) {
      const currency = inCurrency[0]!.billingModuleCurrency!;
      const amount = sumAmounts(
        inCurrency.flatMap((order) => order.totals.map((total) => total.amount)),
        currency.decimals,
      );
      const ids = inCurrency.map((order) => order.id);
      const { paymentIntentId, invoiceId } = await openIntent(
        tx,
        {
          subjectId: request.subjectId,
          currency,
          amount,
          title: `Orders ${ids.map((id) => id.slice(0, 8)).join(', ')}`,
          description: descriptionOf(inCurrency, language),
        },
        terms,
      );
      await holdOrdersUnder(tx, paymentIntentId, inCurrency, { leaveCart: true });
      if (recurring)
        await startSubscription(tx, paymentIntentId, {
          provider: request.provider,
          recurring,
          amount,
          currency,
          email: request.email,
          language,
          description: descriptionOf(inCurrency, language),
        });
      invoiceIds.push(invoiceId);
    }
    for (const intentId of openIntents) {
      superseded.push(...(await cancelOpenInvoices(tx, intentId)));
      await releaseIfLast(tx, intentId, orderPaymentEffects);
    }
    return { invoiceIds, superseded };
  });
}

/**
 * Step 2 and 3 for one invoice: the provider makes its payment (once), and we keep what it answered. Answers the
 * invoice as it is now when that is known without reading it again: the payment kept, no event waiting for it.
 */
async function makePayment(
  db: Database,
  providers: PaymentProviders,
  invoice: Invoice,
  siteUrl: string,
): Promise<Invoice | undefined> {
  // A payment received outside the site is made at no provider.
  if (invoice.providerId || !isPaymentProvider(invoice.provider)) return undefined;
  const language = isLanguage(invoice.language) ? invoice.language : DEFAULT_LANGUAGE;
  const provider = providers.get(invoice.provider);
  const payment = await provider.createPayment({
    invoiceId: invoice.id,
    idempotencyKey: invoice.id,
    amount: invoice.amount,
    currency: invoice.currency.slug.toUpperCase(),
    decimals: invoice.currency.decimals,
    email: invoice.email,
    description: invoice.description,
    language,
    returnUrl: invoice.returnUrl ?? `${siteUrl}${billingPaths(language).invoice(invoice.id)}`,
    webhookUrl: `${siteUrl}${webhookPath(invoice.provider)}`,
    expiresAt: invoice.expiresAt ?? new Date(),
    ...(invoice.recurring ? { recurring: invoice.recurring } : {}),
  });
  const { kept, eventsPending } = await recordProviderPayment(db, invoice.id, payment);
  return kept && !eventsPending ? { ...invoice, providerId: payment.providerId, paymentUrl: payment.paymentUrl } : undefined;
}

/** The 503 of a provider that did not make the payment: the orders wait for the checkout to be tried again. */
function providerUnavailable(invoice: Invoice, error: ProviderUnavailable) {
  logger().warn({ invoiceId: invoice.id, err: error }, 'the payment provider did not make the payment');
  return new AppError(
    'SERVICE_UNAVAILABLE',
    `The payment provider ${invoice.provider} did not answer: try the checkout again`,
    [
      {
        field: 'data.provider',
        message: `data.provider: ${invoice.provider} did not make the payment; the orders wait for it until the checkout is tried again or expires`,
        code: 'provider_unavailable',
      },
    ],
    { headers: { 'retry-after': '5' } },
  );
}

/**
 * Checks out the subject's orders: one open invoice per currency, each with its payment url. The invoices are read
 * again at the end only where one of them may have changed otherwise than by the payment kept (a retry, an event that
 * came early).
 */
export async function checkout(db: Database, providers: PaymentProviders, request: CheckoutRequest): Promise<CheckoutAnswer> {
  const provider = providers.get(request.provider, 'data.provider');
  const language = isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE;
  const { invoiceIds, superseded } = await prepare(db, request, provider, language);
  for (const invoice of superseded) await expireAtProvider(providers, invoice);
  const known: Invoice[] = [];
  for (const invoice of await invoicesById(db, invoiceIds)) {
    let now: Invoice | undefined;
    try {
      now = await makePayment(db, providers, invoice, request.siteUrl);
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      throw providerUnavailable(invoice, error);
    }
    if (now) known.push(now);
    else await applyPendingEvents(db, orderPaymentEffects, invoice.id);
  }
  const invoices = known.length === invoiceIds.length ? known : await invoicesById(db, invoiceIds);
  return { billingModule: { invoices: invoices.map(invoiceAnswerOf) } };
}
