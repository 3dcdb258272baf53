import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { billingPaths } from '../../../../../../shared/billing-paths';
import { isLanguage, DEFAULT_LANGUAGE } from '../../../../../../shared/languages';
import { periodEndAfter, type SubscriptionTerms } from '../../../../../../shared/subscriptions';
import type { PaymentNotification, PaymentProvider } from '../../payment-provider';
import { RefusedNotification } from '../../payment-provider';
import { hmacSha256, sameSignature } from '../../signatures';

/*
 * The dummy provider: ours, fully offline. Its payment page (billing/invoices/{id}/dummy) lets a person pay or fail an
 * invoice, and sends a notification signed as Stripe signs its own (`t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`)
 * through the same webhook route as the real providers.
 */

export const DUMMY_SIGNATURE_HEADER = 'x-dummy-signature';
/** A notification older than this is refused, so a captured one cannot be replayed later. */
const TOLERANCE_SECONDS = 300;

export const dummyNotificationBody = z.strictObject({
  id: z.string().min(1),
  type: z.enum(['payment.paid', 'payment.failed']),
  invoiceId: z.string().min(1),
  amount: z.string(),
  currency: z.string(),
});
export type DummyNotification = z.infer<typeof dummyNotificationBody>;

/** The body and signature header the dummy payment page sends for an invoice paid or failed. */
export function signDummyNotification(secret: string, notification: DummyNotification, now = new Date()) {
  const body = JSON.stringify(notification);
  const timestamp = Math.floor(now.getTime() / 1000);
  return { body, signature: `t=${timestamp},v1=${hmacSha256(secret, `${timestamp}.${body}`)}` };
}

/** A new event of the dummy page: the person paid or failed the invoice. */
export const dummyEvent = (
  invoiceId: string,
  outcome: 'paid' | 'failed',
  amount: string,
  currency: string,
): DummyNotification => ({
  id: `evt_${randomUUID()}`,
  type: outcome === 'paid' ? 'payment.paid' : 'payment.failed',
  invoiceId,
  amount,
  currency,
});

function verified(secret: string, body: Buffer, header: string | undefined, now: Date): boolean {
  const parts = new Map((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  if (!Number.isInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  return sameSignature(parts.get('v1'), hmacSha256(secret, Buffer.concat([Buffer.from(`${timestamp}.`), body])));
}

export interface DummySettings {
  /** The key its notifications are signed with (BILLING_DUMMY_SECRET, else derived from RBAC_JWT_SECRET). */
  secret: string;
  siteUrl: string;
  /** A subscription's period in seconds instead of its interval (BILLING_DUMMY_RENEWAL_SECONDS), for tests. */
  renewalSeconds?: number;
  now?: () => Date;
}

export function dummyProvider({ secret, siteUrl, renewalSeconds, now = () => new Date() }: DummySettings): PaymentProvider {
  const periodEnd = (start: Date, recurring: SubscriptionTerms) =>
    renewalSeconds ? new Date(start.getTime() + renewalSeconds * 1000) : periodEndAfter(start, recurring);
  return {
    name: 'dummy',
    // Subscriptions charge nothing here: billing's due job renews each period as a provider's notification would.
    subscriptions: {
      cancel: async () => {},
      renewal: (due) => {
        const period = due.periodStart.toISOString();
        return {
          eventId: `dummy_renewal_${due.subscriptionId}_${period}`,
          kind: 'renewed',
          invoiceId: due.firstInvoiceId,
          providerPaymentId: `dummy_${due.subscriptionId}_${period}`,
          amount: due.amount,
          currency: due.currency,
          periodEnd: periodEnd(due.periodStart, due.recurring),
        };
      },
    },
    createPayment: async (request) => {
      const language = isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE;
      return {
        providerId: `dummy_${request.invoiceId}`,
        paymentUrl: `${siteUrl}${billingPaths(language).dummyPayment(request.invoiceId)}`,
      };
    },
    parseNotification: async ({ body, headers }): Promise<PaymentNotification[]> => {
      if (!verified(secret, body, headers[DUMMY_SIGNATURE_HEADER], now()))
        throw new RefusedNotification(`${DUMMY_SIGNATURE_HEADER} is missing, stale or does not match the body`);
      let parsed: DummyNotification;
      try {
        parsed = dummyNotificationBody.parse(JSON.parse(body.toString('utf8')));
      } catch {
        throw new RefusedNotification('The body is not a dummy notification');
      }
      return [
        {
          eventId: parsed.id,
          kind: parsed.type === 'payment.paid' ? 'paid' : 'failed',
          invoiceId: parsed.invoiceId,
          providerPaymentId: `dummy_${parsed.invoiceId}`,
          amount: parsed.amount,
          currency: parsed.currency,
          // A test subscription's first period, where it is shortened (else billing counts one interval).
          periodEnd: renewalSeconds ? new Date(now().getTime() + renewalSeconds * 1000) : null,
        },
      ];
    },
    reply: (accepted) => (accepted ? { status: 200, body: { received: true } } : { status: 400, body: { received: false } }),
  };
}
