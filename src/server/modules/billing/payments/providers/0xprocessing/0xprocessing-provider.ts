import { z } from 'zod';
import type { PaymentEventKind, PaymentLookup, PaymentProvider, PaymentRequest } from '../../payment-provider';
import { ProviderUnavailable, RefusedNotification } from '../../payment-provider';
import { decimalText, notificationJson, providerJson } from '../../provider-http';
import { md5, sameSignature } from '../../signatures';

/*
 * 0xProcessing (crypto): a payment form per invoice (`POST /Payment` with `ReturnUrl=true` answers its address), and
 * notifications signed with md5("PaymentId:MerchantId:Email:Currency:WebhookPassword"). That signature covers neither
 * Status, Amount nor BillingID, so a notification is only a signed prompt: what it reports is read from
 * `GET /Api/GetPayment/{PaymentId}` with our API key, never from the body anyone could have edited.
 */

export const OXPROCESSING_API = 'https://app.0xprocessing.com';
/** The coin a USD invoice is paid in when OXPROCESSING_CURRENCY names none (0xProcessing's own currency name). */
export const DEFAULT_USD_COIN = 'USDT (TRC20)';

export interface OxProcessingSettings {
  merchantId: string;
  apiKey: string;
  webhookPassword: string;
  /** OXPROCESSING_TEST: payment forms with test buttons, whose notifications may pay invoices. */
  test: boolean;
  /** The coin USD invoices are paid in (OXPROCESSING_CURRENCY). */
  usdCoin: string;
}

/** 0xProcessing's field names differ in case between its calls (`PaymentId`, `PaymentID`): read them all lower-cased. */
const caseless = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).map(([key, field]) => [key.toLowerCase(), field]))
        : value,
    schema,
  );

const paymentId = z.union([z.string().min(1), z.int()]).transform(String);
const amount = z.union([z.string(), z.number()]).transform(decimalText).nullish();
const flag = z.union([z.boolean(), z.string()]).transform((value) => String(value).toLowerCase() === 'true');

/** The create answer: `{ redirectUrl, id }` (seen in third-party code only), also read as `{ RedirectUrl, Id }` or `{ url }`. */
const createdAnswer = caseless(z.object({ redirecturl: z.url().optional(), url: z.url().optional(), id: paymentId.optional() }));

const notificationBody = caseless(
  z.object({
    paymentid: paymentId,
    merchantid: z.string(),
    email: z.string().nullish(),
    currency: z.string(),
    status: z.string(),
    test: flag.optional(),
    signature: z.string(),
  }),
);

/** GetPayment's answer: the payment as 0xProcessing holds it. */
const paymentAnswer = caseless(
  z.object({
    status: z.string(),
    currency: z.string(),
    amount,
    amountusd: amount,
    billingid: z.string().nullish(),
    test: flag.optional(),
  }),
);
type Payment = z.infer<typeof paymentAnswer>;

/**
 * `Insufficient` (underpaid) is told as `paid` with the short amount it carries: the amount check refuses it, so it
 * never pays the invoice, and the money received is flagged as owed back rather than forgotten; a top-up's `Success`
 * with the whole amount still pays it.
 */
const STATUS_KINDS = new Map<string, PaymentEventKind>([
  ['Success', 'paid'],
  ['Insufficient', 'paid'],
  ['Canceled', 'failed'],
]);

/** Currencies with an ISO 4217 code: fiat money, which 0xProcessing takes only as USD. */
const FIAT = new Set(Intl.supportedValuesOf('currency'));

/** Why 0xProcessing cannot take an invoice in `currency`, if it cannot. */
function refusal(currency: string, usdCoin: string): string | undefined {
  if (currency === 'USD') return undefined;
  if (FIAT.has(currency))
    return `0xProcessing does not take ${currency}: it takes USD (paid in ${usdCoin}) or a crypto currency, so price the orders in one of those`;
  // Its notifications could not be told from a USD invoice's: both would name the same coin.
  if (currency === usdCoin.toUpperCase())
    return `0xProcessing: ${currency} is OXPROCESSING_CURRENCY, the coin USD invoices are paid in`;
  return undefined;
}

/** How the invoice's amount is asked for: USD as `AmountUSD` paid in the configured coin, a coin as itself. */
function pricing(request: PaymentRequest, usdCoin: string): Record<string, string> {
  const refused = refusal(request.currency, usdCoin);
  if (refused) throw new ProviderUnavailable(refused);
  return request.currency === 'USD'
    ? { Currency: usdCoin, AmountUSD: request.amount }
    : { Currency: request.currency, Amount: request.amount };
}

export function oxProcessingProvider({
  merchantId,
  apiKey,
  webhookPassword,
  test,
  usdCoin,
}: OxProcessingSettings): PaymentProvider {
  const getPayment = (id: string) =>
    providerJson(
      '0xProcessing',
      `${OXPROCESSING_API}/Api/GetPayment/${encodeURIComponent(id)}`,
      { headers: { APIKEY: apiKey } },
      paymentAnswer,
    );

  /** What GetPayment's status means here: nothing for a status we do not act on, or a test payment we do not take. */
  const kindOf = (payment: Payment) => (payment.test && !test ? undefined : STATUS_KINDS.get(payment.status));

  /** What a payment says it paid: a USD invoice's coin counts in its USD equivalent. */
  const lookupOf = (id: string, payment: Payment, kind: PaymentEventKind): PaymentLookup => {
    const inUsd = payment.currency.toUpperCase() === usdCoin.toUpperCase();
    return {
      kind,
      invoiceId: payment.billingid || null,
      providerPaymentId: id,
      amount: (inUsd ? payment.amountusd : payment.amount) ?? null,
      currency: inUsd ? 'USD' : payment.currency.toUpperCase(),
    };
  };

  return {
    name: '0xprocessing',
    cannotTake: ({ currency }) => refusal(currency, usdCoin),
    createPayment: async (request) => {
      const form = new URLSearchParams({
        MerchantId: merchantId,
        // The invoice id, not the payer's address: a stable id that tells 0xProcessing nothing personal.
        ClientId: request.invoiceId,
        Email: request.email ?? '',
        ...pricing(request, usdCoin),
        BillingID: request.invoiceId,
        ReturnUrl: 'true',
        SuccessUrl: request.returnUrl,
        CancelUrl: request.returnUrl,
        Test: String(test),
      });
      const answer = await providerJson(
        '0xProcessing',
        `${OXPROCESSING_API}/Payment`,
        { method: 'POST', body: form },
        createdAnswer,
      );
      const paymentUrl = answer.redirecturl ?? answer.url;
      if (!paymentUrl) throw new ProviderUnavailable('0xProcessing made no payment url');
      // Without an id, the invoice id: every notification names it as BillingID.
      return { providerId: answer.id ?? request.invoiceId, paymentUrl };
    },
    parseNotification: async ({ body }) => {
      const sent = notificationJson('0xProcessing', body, notificationBody);
      const expected = md5([sent.paymentid, sent.merchantid, sent.email ?? '', sent.currency, webhookPassword].join(':'));
      if (!sameSignature(sent.signature, expected)) throw new RefusedNotification('Signature is missing or does not match');
      if (sent.merchantid !== merchantId) throw new RefusedNotification(`MerchantId ${sent.merchantid} is not ours`);
      // Test buttons' payments are not money: they never pay an invoice unless this server takes test payments.
      if (sent.test && !test) return [];
      // A failed look-up is thrown, not refused: the webhook answers an error and 0xProcessing delivers it again.
      const payment = await getPayment(sent.paymentid);
      // A success GetPayment does not show yet is not taken, nor dropped: the error answer has it delivered again.
      if (sent.status === 'Success' && payment.status !== 'Success')
        throw new Error(`0xProcessing payment ${sent.paymentid}: the notification says Success, GetPayment ${payment.status}`);
      const kind = kindOf(payment);
      if (!kind) return [];
      // Per status: a Success after an Insufficient is an event of its own.
      return [{ eventId: `${sent.paymentid}:${payment.status}`, ...lookupOf(sent.paymentid, payment, kind) }];
    },
    reply: (accepted) => (accepted ? { status: 200 } : { status: 400 }),
    lookupPayment: async (providerId) => {
      const payment = await getPayment(providerId);
      return lookupOf(providerId, payment, kindOf(payment) ?? 'pending');
    },
  };
}
