import { z } from 'zod';
import type { PaymentProviderName } from '../../../../../../shared/payment-providers';
import type { PaymentEventKind, PaymentNotification, PaymentProvider, PaymentRequest } from '../../payment-provider';
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
 * fail, confirm, refund, cancel). The signature covers the body only, not that query: Check, which only asks whether
 * a payment may proceed, is best left off, so that no Check body exists to be replayed as a Pay.
 */

const NOTIFICATIONS = ['check', 'pay', 'fail', 'confirm', 'refund', 'cancel'] as const;
type NotificationName = (typeof NOTIFICATIONS)[number];
const isNotification = (value: string | undefined): value is NotificationName =>
  (NOTIFICATIONS as readonly (string | undefined)[]).includes(value);

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
});

const orderAnswer = z.object({ Success: z.boolean(), Message: z.string().nullish(), Model: z.unknown() });
const order = z.object({ Id: z.string().min(1), Url: z.url() });

/** What each notification means for the invoice. */
function eventKind(notification: Exclude<NotificationName, 'check'>, status: string | undefined): PaymentEventKind {
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
    // Comes back as `Data` in every notification and shows in the cabinet.
    JsonData: { invoiceId: request.invoiceId },
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
      const parsed = notificationBody.safeParse(fieldsOf(body, form));
      if (!parsed.success) throw new Error(`A signed ${title} ${kind} notification could not be read`);
      const fields = parsed.data;
      return [
        {
          // Each kind of notification about one transaction is an event of its own (a Pay held, then its Confirm).
          eventId: `${kind}:${fields.TransactionId}`,
          kind: eventKind(kind, fields.Status),
          invoiceId: fields.InvoiceId || null,
          providerPaymentId: fields.PaymentTransactionId ?? fields.TransactionId,
          amount: fields.Amount,
          currency: fields.Currency ? fields.Currency.toUpperCase() : null,
        },
      ];
    },
    // A refusal is `{"code":13}` with a 200, an answer CloudPayments takes as final: it does not deliver it again (a
    // forgery is not retried) and, for a Check, declines the payment. An HTTP error would have it delivered again.
    reply: (accepted) => ({ status: 200, body: { code: accepted ? ACCEPTED : REJECTED } }),
  };
}

export const CLOUDPAYMENTS_API_URL = 'https://api.cloudpayments.ru';

export const cloudPaymentsProvider = (credentials: CloudPaymentsCredentials) =>
  cloudPaymentsApiProvider({ name: 'cloudpayments', title: 'CloudPayments', apiUrl: CLOUDPAYMENTS_API_URL, ...credentials });
