import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { callApi, type Customer } from './customers';
import { captureLog, type CapturedLog } from './log';
import { moneyMismatches } from './money-consistency';
import { mockedApis } from './msw';
import { startTestServer, type TestServer } from './server';
import { createShop, type Shop } from './shop';

export interface Invoice {
  paymentIntentId: string;
  id: string;
  provider: string;
  status: string;
  amount: string;
  billingModuleCurrency: { slug: string };
  paymentUrl: string | null;
  refundDue: boolean;
}
export type CheckoutAnswer = { billingModule: { invoices: Invoice[] } };

export const ordersPath = (who: Customer) => `/api/rbac/subjects/${who.id}/ecommerce-module/orders`;

/**
 * What a checkout test file shares, its hooks registered by `checkoutHarness`: the real server over a fresh database
 * with a shop in it, msw in front of the providers' APIs (the fakes of tests/helpers add their handlers each test), the
 * provider settings in `env` stubbed for each test, and the log captured from warnings up: refused notifications and
 * a provider down are logged as warnings, read by the tests that cause them and kept out of the output. Once the file's
 * tests ran, the database check of decision 0039 runs over all they did: every invoice being paid or paid asks what the
 * lines of its orders come to at their checkout prices.
 */
export function checkoutHarness({ env = {} }: { env?: Record<string, string> } = {}) {
  const msw = mockedApis('bypass');
  let server: TestServer;
  let shop: Shop;
  let log: CapturedLog;
  beforeAll(async () => {
    server = await startTestServer();
    shop = await createShop(server.db);
  });
  beforeEach(() => {
    log = captureLog('warn');
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  });
  afterEach(() => {
    log.restore();
    vi.unstubAllEnvs();
  });
  afterAll(async () => {
    try {
      expect(await moneyMismatches(server.db)).toEqual([]);
    } finally {
      await server.close();
    }
  });

  /** Adds each line to the customer's cart (in the product's default currency unless one is named): the orders' ids. */
  async function cartOf(who: Customer, ...lines: { productId: string; quantity?: number; currencyId?: string }[]) {
    const ids: string[] = [];
    for (const { productId, quantity = 1, currencyId } of lines) {
      const added = await callApi<{ id: string }>(server, 'POST', ordersPath(who), {
        headers: who.headers,
        data: { productId, quantity, ...(currencyId ? { billingModule: { currency: { id: currencyId } } } : {}) },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      ids.push(added.body.data.id);
    }
    return [...new Set(ids)];
  }

  const checkoutCart = (who: Customer, data: unknown) =>
    callApi<CheckoutAnswer>(server, 'POST', `${ordersPath(who)}/checkout`, { headers: who.headers, data });

  return {
    msw,
    get server() {
      return server;
    },
    get shop() {
      return shop;
    },
    get log() {
      return log;
    },
    cartOf,
    checkoutCart,
    /** Checks out one cart order at a provider, with the customer's own address. */
    checkoutOne: (who: Customer, orderId: string, provider: string) =>
      checkoutCart(who, { provider, email: who.login, ecommerceModule: { orders: [{ id: orderId }] } }),
    /** Checks out one order by its own route. */
    checkoutOrder: (who: Customer, orderId: string, data: unknown) =>
      callApi<CheckoutAnswer>(server, 'POST', `${ordersPath(who)}/${orderId}/checkout`, { headers: who.headers, data }),
    orderState: (id: string) =>
      server.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id }, select: { type: true, status: true } }),
    /** A provider's notification: the body as sent (signatures cover its bytes), JSON unless `headers` say otherwise. */
    async postWebhook(provider: string, body: string, headers: Record<string, string>, query?: Record<string, string>) {
      const search = query ? `?${new URLSearchParams(query)}` : '';
      const response = await server.request(`/api/billing/webhooks/${provider}${search}`, {
        method: 'POST',
        secretKey: null,
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
    },
  };
}
