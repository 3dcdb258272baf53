import { utcDayOf } from '../../../../../../shared/utc-day';
import { z } from 'zod';
import type { PaymentLookup, PaymentProvider } from '../../payment-provider';
import { ProviderUnavailable, RefusedNotification } from '../../payment-provider';
import { basicAuth, providerJson } from '../../provider-http';
import { md5, sameSignature } from '../../signatures';

/*
 * PayKeeper, on the merchant's own server (https://<name>.server.paykeeper.ru), Basic auth with the cabinet's login and
 * password: an invoice per checkout (a token from GET /info/settings/token/, then POST /change/invoice/preview/), whose
 * invoice_url the payer goes to. It notifies accepted payments only, as a form signed by
 * `key = md5(id + sum + clientid + orderid + secret word)`, and expects `OK md5(id + secret word)` back; an invoice that
 * expired is found by asking for its status (lookupPayment). Roubles only. It does not deduplicate creation: a retried
 * checkout may make a second invoice, which names our invoice all the same (decision 0024).
 */

const DECIMAL = /^\d+(\.\d+)?$/;
/** A decimal text, from PayKeeper's text or number. */
const decimalText = z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(DECIMAL));

const tokenAnswer = z.object({ token: z.string().min(1) });
const invoiceAnswer = z.object({
  invoice_id: z.union([z.string().min(1), z.int()]).transform(String),
  invoice_url: z.url(),
});
const invoiceState = z.object({
  status: z.string(),
  pay_amount: decimalText.optional(),
  orderid: z.string().optional(),
});

/** Moscow time, UTC+3 all year: the day PayKeeper's servers count an invoice's expiry in. */
const MOSCOW_OFFSET_MS = 3 * 3_600_000;

/** PayKeeper's `expiry`, the first day (exclusive) the page no longer takes money: the day after expiresAt's date. */
function expiryDate(expiresAt: Date): string {
  const day = new Date(expiresAt.getTime() + MOSCOW_OFFSET_MS);
  day.setUTCDate(day.getUTCDate() + 1);
  return utcDayOf(day);
}

/** A notification's form, read as the UTF-8 text PayKeeper signs. */
const formOf = (body: Buffer) => new URLSearchParams(body.toString('utf8'));

export interface PayKeeperSettings {
  /** The merchant's PayKeeper server (https://demo.paykeeper.ru). */
  serverUrl: string;
  login: string;
  password: string;
  /** The secret word of the cabinet's notification settings: it signs notifications and our replies. */
  secretWord: string;
}

/** PayKeeper takes roubles only and requires client_email: anything else is refused before it is asked. */
function refusal({ currency, email }: { currency: string; email: string | null }): string | undefined {
  if (currency !== 'RUB') return `PayKeeper takes RUB only, not ${currency}`;
  return email ? undefined : "PayKeeper requires the payer's email";
}

export function payKeeperProvider({ serverUrl, login, password, secretWord }: PayKeeperSettings): PaymentProvider {
  const server = serverUrl.replace(/\/+$/, '');
  const authorization = basicAuth(login, password);
  const call = <T>(path: string, schema: z.ZodType<T>, init: RequestInit = {}) =>
    providerJson('PayKeeper', `${server}${path}`, { ...init, headers: { authorization } }, schema);

  return {
    name: 'paykeeper',
    cannotTake: refusal,
    createPayment: async (request) => {
      const refused = refusal(request);
      if (refused || !request.email) throw new ProviderUnavailable(refused ?? "PayKeeper requires the payer's email");
      const email = request.email;
      const { token } = await call('/info/settings/token/', tokenAnswer);
      const invoice = await call('/change/invoice/preview/', invoiceAnswer, {
        method: 'POST',
        body: new URLSearchParams({
          pay_amount: request.amount,
          // The payer as PayKeeper shows them: we know their email, not their name.
          clientid: email,
          orderid: request.invoiceId,
          client_email: email,
          service_name: request.description,
          expiry: expiryDate(request.expiresAt),
          token,
        }),
      });
      return { providerId: invoice.invoice_id, paymentUrl: invoice.invoice_url };
    },
    parseNotification: async ({ body }) => {
      const form = formOf(body);
      const field = (name: string) => form.get(name) ?? '';
      const [id, sum, orderid] = [field('id'), field('sum'), field('orderid')];
      if (!sameSignature(form.get('key') ?? undefined, md5(`${id}${sum}${field('clientid')}${orderid}${secretWord}`)))
        throw new RefusedNotification('key is missing or does not match the notification');
      if (!id || !DECIMAL.test(sum)) throw new RefusedNotification('The body is not a PayKeeper payment notification');
      // Only accepted payments are notified. orderid and sum are checked where the event is applied (our invoice, its
      // exact amount); clientid only names the payer, so it is signed but not compared.
      return [
        { eventId: `pay:${id}`, kind: 'paid', invoiceId: orderid || null, providerPaymentId: id, amount: sum, currency: 'RUB' },
      ];
    },
    reply: (accepted, { body }) =>
      accepted
        ? { status: 200, body: `OK ${md5(`${formOf(body).get('id') ?? ''}${secretWord}`)}` }
        : { status: 400, body: 'The notification was refused' },
    lookupPayment: async (providerId, invoiceId): Promise<PaymentLookup> => {
      const invoice = await call(`/info/invoice/byid/?${new URLSearchParams({ id: providerId })}`, invoiceState);
      return {
        // created and sent are waiting for the payer; any other state changes nothing either.
        kind: invoice.status === 'paid' ? 'paid' : invoice.status === 'expired' ? 'expired' : 'pending',
        invoiceId: invoice.orderid || invoiceId,
        providerPaymentId: providerId,
        amount: invoice.pay_amount ?? null,
        currency: 'RUB',
      };
    },
  };
}
