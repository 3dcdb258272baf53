import { z } from 'zod';
import type { PaymentEventKind, PaymentProvider } from '../../payment-provider';
import { RefusedNotification } from '../../payment-provider';
import { decimalText, notificationJson, providerJson } from '../../provider-http';
import { hmacSha256, sameSignature } from '../../signatures';

/*
 * Payselection, and Payselection International through the same code with its own site and key: a web payment per
 * invoice (`POST /webpayments/create`, signed with X-REQUEST-SIGNATURE = hex HMAC-SHA256 of
 * "METHOD\n/path\nSITE_ID\nREQUEST_ID\nBODY" under the secret key), and notifications signed with X-WEBHOOK-SIGNATURE
 * = the same HMAC of "POST\nWEBHOOK_URL\nSITE_ID\nBODY", where the url is the one sent at creation (our configured
 * public address, never the request's own). It has no status call the notes confirm: no lookupPayment.
 */

export const PAYSELECTION_API = 'https://gw.payselection.com';
const CREATE_PATH = '/webpayments/create';

type PayselectionName = 'payselection' | 'payselection-international';

const LABELS: Record<PayselectionName, string> = {
  payselection: 'Payselection',
  'payselection-international': 'Payselection International',
};

/** One Payselection site's credentials. */
export interface PayselectionCredentials {
  siteId: string;
  secretKey: string;
  /** The API's address (no trailing slash), gw.payselection.com unless given. */
  apiUrl?: string;
}

/**
 * The create answer: the payment page's url as a bare JSON string (the docs), or `{ Id, Url }` (paylink_create, seen
 * in third-party code only).
 */
const createdAnswer = z.union([z.url(), z.object({ Id: z.union([z.string().min(1), z.int()]).transform(String), Url: z.url() })]);

const notificationBody = z.object({
  Event: z.string(),
  TransactionId: z.union([z.string().min(1), z.int()]).transform(String),
  OrderId: z.string().nullish(),
  Amount: z.union([z.string(), z.number()]).transform(decimalText).nullish(),
  Currency: z.string().nullish(),
});

/** `Block` is a two-stage hold, not money yet; `Cancel` releases it. Other events are acknowledged and left. */
const EVENT_KINDS = new Map<string, PaymentEventKind>([
  ['Payment', 'paid'],
  ['Fail', 'failed'],
  ['Block', 'pending'],
  ['Refund', 'refunded'],
  ['Cancel', 'failed'],
]);

/** The provider of one Payselection site, under the name its notifications arrive at. */
export function payselectionProvider(
  name: PayselectionName,
  { siteId, secretKey, apiUrl = PAYSELECTION_API }: PayselectionCredentials,
): PaymentProvider {
  const label = LABELS[name];
  return {
    name,
    createPayment: async (request) => {
      const url = new URL(`${apiUrl}${CREATE_PATH}`);
      const body = JSON.stringify({
        PaymentRequest: {
          OrderId: request.invoiceId,
          // The invoice's decimal text as it is ("123.00"): never through a binary float.
          Amount: request.amount,
          Currency: request.currency,
          Description: request.description,
          ExtraData: { WebhookUrl: request.webhookUrl, SuccessUrl: request.returnUrl, DeclineUrl: request.returnUrl },
        },
        ...(request.email ? { CustomerInfo: { Email: request.email } } : {}),
      });
      // The idempotency key is the request id: a retried checkout sends the same request again.
      const requestId = request.idempotencyKey;
      const answer = await providerJson(
        label,
        url.href,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-site-id': siteId,
            'x-request-id': requestId,
            'x-request-signature': hmacSha256(secretKey, ['POST', url.pathname, siteId, requestId, body].join('\n')),
          },
          body,
        },
        createdAnswer,
      );
      // A bare url names no payment: the invoice id, which Payselection knows the payment by (OrderId), stands for it.
      return typeof answer === 'string'
        ? { providerId: request.invoiceId, paymentUrl: answer }
        : { providerId: answer.Id, paymentUrl: answer.Url };
    },
    parseNotification: async ({ body, headers, webhookUrl }) => {
      if (headers['x-site-id']?.trim() !== siteId) throw new RefusedNotification(`X-SITE-ID is not our ${label} site`);
      const signed = Buffer.concat([Buffer.from(`POST\n${webhookUrl}\n${siteId}\n`, 'utf8'), body]);
      if (!sameSignature(headers['x-webhook-signature'], hmacSha256(secretKey, signed)))
        throw new RefusedNotification('X-WEBHOOK-SIGNATURE is missing or does not match the body');
      const sent = notificationJson(label, body, notificationBody);
      const kind = EVENT_KINDS.get(sent.Event);
      if (!kind) return [];
      return [
        {
          eventId: `${sent.TransactionId}:${sent.Event}`,
          kind,
          invoiceId: sent.OrderId || null,
          providerPaymentId: sent.TransactionId,
          amount: sent.Amount ?? null,
          currency: sent.Currency ? sent.Currency.toUpperCase() : null,
        },
      ];
    },
    reply: (accepted) => (accepted ? { status: 200, body: 'Ok' } : { status: 400 }),
  };
}
