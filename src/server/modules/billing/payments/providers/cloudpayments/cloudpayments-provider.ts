import { z } from 'zod';
import type { PaymentProviderName } from '../../../../../../shared/payment-providers';
import type { SubscriptionTerms } from '../../../../../../shared/subscriptions';
import type {
  PaymentEventKind,
  PaymentNotification,
  PaymentProvider,
  PaymentRequest,
  SubscriptionLookup,
  SubscriptionSupport,
} from '../../payment-provider';
import { ProviderUnavailable, RefusedNotification } from '../../payment-provider';
import { basicAuth, providerJson } from '../../provider-http';
import { hmacSha256, sameSignature } from '../../signatures';

/*
 * The CloudPayments API, which TipTop Pay serves under its own host (tiptoppay/): one order per invoice
 * (POST /orders/create, Basic PublicId:ApiSecret, the invoice id as InvoiceId and the idempotency key as X-Request-ID),
 * whose Model.Url the payer goes to. Its notifications are POSTed form-urlencoded (or JSON, as the cabinet is set),
 * signed by Content-HMAC and X-Content-HMAC: base64 HMAC-SHA256 of the body under the API secret.
 *
 * The cabinet sends each kind of notification to its own address, and the bodies do not say their kind (a Check and
 * a Pay look alike): each address names it, `$SITE_URL/api/billing/webhooks/<provider>?notification=pay` (check, pay,
 * fail, confirm, refund, cancel, recurrent). The signature covers the body only, not that query: Check, which only
 * asks whether a payment may proceed, is best left off, so that no Check body exists to be replayed as a Pay.
 *
 * Subscriptions (docs/decisions/0043): the order of a first payment carries `JsonData.CloudPayments.recurrent` and
 * `AccountId` = our invoice id, so that the payment starts a subscription naming that invoice. Its later charges come
 * as Pay (or Fail) notifications that carry `SubscriptionId` and not our `InvoiceId`; its changes of state as Recurrent
 * notifications (`Id` the subscription, `Status`).
 */

const NOTIFICATIONS = ['check', 'pay', 'fail', 'confirm', 'refund', 'cancel', 'recurrent'] as const;
type NotificationName = (typeof NOTIFICATIONS)[number];
const isNotification = (value: string | undefined): value is NotificationName =>
  (NOTIFICATIONS as readonly (string | undefined)[]).includes(value);
/** The notifications about one payment (a transaction), as against Check and a subscription's Recurrent. */
type PaymentNotificationName = Exclude<NotificationName, 'check' | 'recurrent'>;

/** CloudPayments' own reply codes: 0 accepted, 13 rejected. */
const ACCEPTED = 0;
const REJECTED = 13;

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * A decimal text from a form's text or a JSON number: JSON.parse reads a number of up to 15 significant digits (every
 * 2-decimal amount below 10^13) to the double whose shortest text is that same decimal, so nothing is rounded.
 */
const decimalText = z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(DECIMAL));
const transactionId = z.union([z.string(), z.int()]).transform(String).pipe(z.string().regex(/^\d+$/));

/** The fields of a Pay, Confirm, Fail, Refund or Cancel notification that we read; the others are left. */
const notificationBody = z.object({
  TransactionId: transactionId,
  Amount: decimalText,
  /** Absent from Refund and Cancel. */
  Currency: z.string().optional(),
  InvoiceId: z.string().optional(),
  /** Pay: `Completed` (paid) or `Authorized` (a two-stage hold, paid once confirmed). */
  Status: z.string().optional(),
  /** Refund: the payment refunded (TransactionId is the refund's own). */
  PaymentTransactionId: transactionId.optional(),
  /** A charge of a subscription (its first payment included): the subscription's id. */
  SubscriptionId: z.string().optional(),
  /** A subscription's charge: the AccountId it was made with, our first invoice's id. */
  AccountId: z.string().optional(),
});

/** The fields of a Recurrent notification that we read: the subscription's state, not a payment. */
const countText = z.union([z.string(), z.int()]).transform(String);
const recurrentBody = z.object({
  Id: z.string().min(1),
  AccountId: z.string().optional(),
  Status: z.string().min(1),
  SuccessfulTransactionsNumber: countText.optional(),
  FailedTransactionsNumber: countText.optional(),
});

const orderAnswer = z.object({ Success: z.boolean(), Message: z.string().nullish(), Model: z.unknown() });
const order = z.object({ Id: z.string().min(1), Url: z.url() });
const cancelAnswer = z.object({ Success: z.boolean(), Message: z.string().nullish() });
const subscriptionAnswer = z.object({
  Success: z.boolean(),
  Message: z.string().nullish(),
  Model: z.object({ Id: z.string(), Status: z.string() }).nullish(),
});

/**
 * A subscription's statuses after which nothing more is charged: canceled on request, rejected after three failed
 * charges in a row, expired after its MaxPeriods. PastDue (one or two failed in a row) is still charged again.
 */
const ENDED = new Set(['Cancelled', 'Rejected', 'Expired']);
const PAST_DUE = 'PastDue';

/**
 * Our terms as CloudPayments' recurrent `interval` (Day, Week, Month) and `period` (how many of them): a year is 12
 * months, since it takes no longer interval.
 */
function recurrentOf({ interval, intervalCount }: SubscriptionTerms): { interval: 'Day' | 'Week' | 'Month'; period: number } {
  switch (interval) {
    case 'day':
      return { interval: 'Day', period: intervalCount };
    case 'week':
      return { interval: 'Week', period: intervalCount };
    case 'month':
      return { interval: 'Month', period: intervalCount };
    case 'year':
      return { interval: 'Month', period: 12 * intervalCount };
  }
}

/** What each notification means for the invoice. */
function eventKind(notification: PaymentNotificationName, status: string | undefined): PaymentEventKind {
  switch (notification) {
    case 'pay':
      return status === 'Completed' ? 'paid' : 'pending';
    case 'confirm':
      return 'paid';
    case 'refund':
      return 'refunded';
    // Cancel voids a two-stage hold: this attempt took no money, and the invoice's own expiry still releases the orders
    // (as after a Fail), so the payer may try again meanwhile.
    case 'fail':
    case 'cancel':
      return 'failed';
  }
}

/**
 * The order to create, as JSON text. `Amount` is a JSON number written from the invoice's decimal text as it is,
 * never through a binary float (the text is checked to be a plain decimal first: nothing else reaches the JSON).
 */
function orderJson(request: PaymentRequest): string {
  if (!DECIMAL.test(request.amount)) throw new Error(`Not a decimal amount: ${request.amount}`);
  const rest = JSON.stringify({
    Currency: request.currency,
    Description: request.description,
    ...(request.email ? { Email: request.email } : {}),
    InvoiceId: request.invoiceId,
    // A subscription needs the payer's AccountId: our invoice's id, which each of its charges then carries back.
    ...(request.recurring ? { AccountId: request.invoiceId } : {}),
    // Comes back as `Data` in every notification and shows in the cabinet. `CloudPayments.recurrent` starts the
    // subscription with the payment (its amount, the first charge one period later: CloudPayments' defaults). The
    // documented SubscriptionBehavior of /orders/create (CreateWeekly, CreateMonthly) is not sent as well: it takes no
    // other periods, and both at once could start two subscriptions.
    JsonData: {
      invoiceId: request.invoiceId,
      ...(request.recurring ? { CloudPayments: { recurrent: recurrentOf(request.recurring) } } : {}),
    },
    SuccessRedirectUrl: request.returnUrl,
    FailRedirectUrl: request.returnUrl,
  });
  return `{"Amount":${request.amount},${rest.slice(1)}`;
}

const isJson = (body: Buffer, contentType: string | undefined) =>
  /json/i.test(contentType ?? '') || body.toString('utf8').trimStart().startsWith('{');

/**
 * A form body URL-decoded, as X-Content-HMAC may sign it; undefined when decoding would lose its shape (a decoded name
 * or value holding `&` or `=`): two different bodies would then decode, and verify, alike.
 */
function decodedForm(form: URLSearchParams): string | undefined {
  const pairs = [...form];
  if (pairs.some(([name, value]) => /[&=]/.test(name + value))) return undefined;
  return pairs.map(([name, value]) => `${name}=${value}`).join('&');
}

/**
 * Whether the body is signed with the API secret: either header over the bytes as sent, or X-Content-HMAC over the
 * decoded form. Base64 is compared case-sensitively, in constant time.
 */
function verified(secret: string, body: Buffer, headers: Readonly<Record<string, string | undefined>>, form?: URLSearchParams) {
  const asSent = hmacSha256(secret, body, 'base64');
  if (sameSignature(headers['content-hmac'], asSent, false) || sameSignature(headers['x-content-hmac'], asSent, false))
    return true;
  const decoded = form && decodedForm(form);
  return decoded !== undefined && sameSignature(headers['x-content-hmac'], hmacSha256(secret, decoded, 'base64'), false);
}

function fieldsOf(body: Buffer, form: URLSearchParams | undefined): unknown {
  if (form) return Object.fromEntries(form);
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

type PaymentFields = z.infer<typeof notificationBody>;

/**
 * A subscription's later charge: it names the subscription and not our invoice. The first payment names both (it is
 * our order's, whose InvoiceId it carries). Were CloudPayments to copy the InvoiceId onto later charges, which its
 * docs do not say, they would read as a second payment of a paid invoice: flagged to be refunded, never fulfilled
 * twice (decision 0024).
 */
const isRenewal = (fields: PaymentFields) => Boolean(fields.SubscriptionId) && !fields.InvoiceId;

/** A Pay, Confirm or Fail of a subscription's later charge as ours. */
function renewalEvents(notification: 'pay' | 'confirm' | 'fail', fields: PaymentFields): PaymentNotification[] {
  // An authorized hold (we never ask for one) is paid by its Confirm.
  if (notification === 'pay' && fields.Status !== 'Completed') return [];
  return [
    {
      eventId: `${notification}:${fields.TransactionId}`,
      kind: notification === 'fail' ? 'renewal-failed' : 'renewed',
      invoiceId: fields.AccountId || null,
      providerPaymentId: fields.TransactionId,
      amount: fields.Amount,
      currency: fields.Currency ? fields.Currency.toUpperCase() : null,
      subscriptionProviderId: fields.SubscriptionId ?? null,
      // The notification does not say the period: billing counts one interval after the period before.
      periodEnd: null,
    },
  ];
}

/**
 * A Recurrent notification as ours: PastDue a failed charge (to be tried again), Cancelled, Rejected or Expired the
 * end; Active (made, or paid again) is no event, since each payment comes as its own Pay. It has no id of its own:
 * its subscription, status and counts of charges tell one change from the next, and a redelivery from a change.
 */
function recurrentEvent(fields: z.infer<typeof recurrentBody>): PaymentNotification[] {
  const kind = fields.Status === PAST_DUE ? 'renewal-failed' : ENDED.has(fields.Status) ? 'subscription-ended' : undefined;
  if (!kind) return [];
  const counts = `${fields.SuccessfulTransactionsNumber ?? ''}:${fields.FailedTransactionsNumber ?? ''}`;
  return [
    {
      eventId: `recurrent:${fields.Id}:${fields.Status}:${counts}`,
      kind,
      invoiceId: fields.AccountId || null,
      providerPaymentId: null,
      amount: null,
      currency: null,
      subscriptionProviderId: fields.Id,
    },
  ];
}

export interface CloudPaymentsCredentials {
  publicId: string;
  apiSecret: string;
}

export interface CloudPaymentsApiSettings extends CloudPaymentsCredentials {
  name: PaymentProviderName;
  /** How messages name it (`CloudPayments`, `TipTop Pay`). */
  title: string;
  /** The API's origin, without a trailing slash. */
  apiUrl: string;
}

/** A provider on the CloudPayments API at `apiUrl`. */
export function cloudPaymentsApiProvider({
  name,
  title,
  apiUrl,
  publicId,
  apiSecret,
}: CloudPaymentsApiSettings): PaymentProvider {
  const call = <T extends z.ZodType>(path: string, body: object, answer: T) =>
    providerJson(
      title,
      `${apiUrl}${path}`,
      {
        method: 'POST',
        headers: { authorization: basicAuth(publicId, apiSecret), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
      answer,
    );
  const subscriptionStatus = async (id: string) => {
    const answer = await call('/subscriptions/get', { Id: id }, subscriptionAnswer);
    if (!answer.Success || !answer.Model)
      throw new ProviderUnavailable(`${title} did not find the subscription: ${answer.Message || 'no reason given'}`);
    return answer.Model.Status;
  };
  const subscriptions: SubscriptionSupport = {
    // At once: CloudPayments has no cancel at the period's end (billing keeps the subscription until then).
    cancel: async (providerSubscriptionId) => {
      const answer = await call('/subscriptions/cancel', { Id: providerSubscriptionId }, cancelAnswer);
      if (answer.Success) return;
      // A refusal of one already ended (canceled earlier, rejected, expired) is what was asked for.
      if (ENDED.has(await subscriptionStatus(providerSubscriptionId))) return;
      throw new ProviderUnavailable(`${title} did not cancel the subscription: ${answer.Message || 'no reason given'}`);
    },
    // Its API lists no subscription's transactions (only payments by day or by InvoiceId, which renewals lack): the
    // renewals come only from Pay notifications, which CloudPayments delivers again until answered, so the lookup
    // tells only whether the subscription ended.
    lookup: async (providerSubscriptionId): Promise<SubscriptionLookup> => ({
      ended: ENDED.has(await subscriptionStatus(providerSubscriptionId)),
      renewals: [],
    }),
  };
  return {
    name,
    createPayment: async (request) => {
      const answer = await providerJson(
        title,
        `${apiUrl}/orders/create`,
        {
          method: 'POST',
          headers: {
            authorization: basicAuth(publicId, apiSecret),
            'content-type': 'application/json',
            // CloudPayments' idempotency: a retry with the same key gets the same order.
            'x-request-id': request.idempotencyKey,
          },
          body: orderJson(request),
        },
        orderAnswer,
      );
      if (!answer.Success)
        throw new ProviderUnavailable(`${title} did not make the order: ${answer.Message || 'no reason given'}`);
      const made = order.safeParse(answer.Model);
      if (!made.success) throw new ProviderUnavailable(`${title} made an order without its Id and Url`);
      return { providerId: made.data.Id, paymentUrl: made.data.Url };
    },
    parseNotification: async ({ body, headers, webhookUrl }): Promise<PaymentNotification[]> => {
      const form = isJson(body, headers['content-type']) ? undefined : new URLSearchParams(body.toString('utf8'));
      if (!verified(apiSecret, body, headers, form))
        throw new RefusedNotification('Content-HMAC and X-Content-HMAC are missing or do not match the body');
      const kind = new URL(webhookUrl).searchParams.get('notification')?.toLowerCase();
      // Genuine (its signature holds) but unreadable here: an error answer, so that CloudPayments delivers it again
      // once the cabinet is set right, instead of a refusal that would lose a payment for good.
      if (!isNotification(kind))
        throw new Error(
          `The address does not name the notification: set it in the cabinet as ${webhookUrl.split('?')[0]}?notification=` +
            NOTIFICATIONS.join('|'),
        );
      // A Check asks whether the payment may proceed: it may (the payment itself is verified when it is made).
      if (kind === 'check') return [];
      const unreadable = () => new Error(`A signed ${title} ${kind} notification could not be read`);
      if (kind === 'recurrent') {
        const recurrent = recurrentBody.safeParse(fieldsOf(body, form));
        if (!recurrent.success) throw unreadable();
        return recurrentEvent(recurrent.data);
      }
      const parsed = notificationBody.safeParse(fieldsOf(body, form));
      if (!parsed.success) throw unreadable();
      const fields = parsed.data;
      // A refund or void of a renewal stays an event of its transaction, as of any payment.
      if (isRenewal(fields) && kind !== 'refund' && kind !== 'cancel') return renewalEvents(kind, fields);
      const paymentKind = eventKind(kind, fields.Status);
      return [
        {
          // Each kind of notification about one transaction is an event of its own (a Pay held, then its Confirm).
          eventId: `${kind}:${fields.TransactionId}`,
          kind: paymentKind,
          invoiceId: fields.InvoiceId || null,
          providerPaymentId: fields.PaymentTransactionId ?? fields.TransactionId,
          amount: fields.Amount,
          currency: fields.Currency ? fields.Currency.toUpperCase() : null,
          // A first payment that started a subscription names it.
          ...(paymentKind === 'paid' && fields.SubscriptionId ? { subscriptionProviderId: fields.SubscriptionId } : {}),
        },
      ];
    },
    // A refusal is `{"code":13}` with a 200, an answer CloudPayments takes as final: it does not deliver it again (a
    // forgery is not retried) and, for a Check, declines the payment. An HTTP error would have it delivered again.
    reply: (accepted) => ({ status: 200, body: { code: accepted ? ACCEPTED : REJECTED } }),
    subscriptions,
  };
}

export const CLOUDPAYMENTS_API_URL = 'https://api.cloudpayments.ru';

export const cloudPaymentsProvider = (credentials: CloudPaymentsCredentials) =>
  cloudPaymentsApiProvider({ name: 'cloudpayments', title: 'CloudPayments', apiUrl: CLOUDPAYMENTS_API_URL, ...credentials });
