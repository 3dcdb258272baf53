import { randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { hmacSha256 } from '../../src/server/modules/billing/payments/signatures';
import { PAYSELECTION_API } from '../../src/server/modules/billing/payments/providers/payselection/payselection-provider';

/**
 * Payselection's `POST /webpayments/create` as its docs and official SDK describe it, for msw: it checks
 * X-REQUEST-SIGNATURE (hex HMAC-SHA256 under the site's secret key of "POST\n/path\nSITE_ID\nREQUEST_ID\nBODY") and
 * answers the payment page's url as a bare JSON string, or `{ Id, Url }` when `answer` is `paylink`. One fake serves
 * every site given (Payselection and Payselection International share the API). `down` makes it fail as an outage.
 */
export interface PayselectionFake {
  /** Each create call, in order: its headers, and its body as sent and as JSON. */
  creates: { siteId: string | null; requestId: string | null; signature: string | null; raw: string; body: PayselectionCreate }[];
  answer: 'url' | 'paylink';
  down: boolean;
}

export interface PayselectionCreate {
  PaymentRequest: {
    OrderId: string;
    Amount: unknown;
    Currency: string;
    Description: string;
    ExtraData: { WebhookUrl: string; SuccessUrl: string; DeclineUrl: string };
  };
  CustomerInfo?: { Email: string };
}

export interface PayselectionSite {
  siteId: string;
  secretKey: string;
}

export function fakePayselection(server: SetupServer, sites: PayselectionSite[], apiUrl = PAYSELECTION_API): PayselectionFake {
  const fake: PayselectionFake = { creates: [], answer: 'url', down: false };
  const keys = new Map(sites.map((site) => [site.siteId, site.secretKey]));
  server.use(
    http.post(`${apiUrl}/webpayments/create`, async ({ request }) => {
      if (fake.down) return HttpResponse.text('Bad Gateway', { status: 502 });
      const raw = await request.text();
      const siteId = request.headers.get('x-site-id');
      const requestId = request.headers.get('x-request-id');
      const signature = request.headers.get('x-request-signature');
      fake.creates.push({ siteId, requestId, signature, raw, body: JSON.parse(raw) });
      const key = keys.get(siteId ?? '');
      const path = new URL(request.url).pathname;
      if (!key || signature !== hmacSha256(key, `POST\n${path}\n${siteId}\n${requestId}\n${raw}`))
        return HttpResponse.json({ Code: 'InvalidSignature', Description: 'Wrong signature' }, { status: 401 });
      const id = randomUUID();
      const url = `https://webform.payselection.com/pay/${id}`;
      return HttpResponse.json(fake.answer === 'url' ? url : { Id: id, Url: url });
    }),
  );
  return fake;
}

/** A notification as Payselection posts it to `webhookUrl`, signed with the site's key: its body and headers. */
export function payselectionNotification(site: PayselectionSite, webhookUrl: string, notification: Record<string, unknown>) {
  const body = JSON.stringify(notification);
  return {
    body,
    headers: {
      'x-site-id': site.siteId,
      'x-webhook-signature': hmacSha256(site.secretKey, `POST\n${webhookUrl}\n${site.siteId}\n${body}`),
    },
  };
}
