import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProviders } from '../../src/server/modules/billing';
import { expireInvoices } from '../../src/server/modules/billing/reconciliation/reconciliation.service';
import { orderPaymentEffects } from '../../src/server/modules/ecommerce';
import { callApi, registerCustomer, type Customer } from '../helpers/customers';
import { moneyMismatches } from '../helpers/money-consistency';
import { startTestServer, TEST_SITE_URL, testTokenSettings, type TestServer } from '../helpers/server';
import { createShop, type Shop } from '../helpers/shop';

/**
 * The database check of decision 0039 (tests/helpers/money-consistency.ts), which the checkout suites run over all
 * they did (tests/helpers/checkout.ts): here, that it finds what it must. An invoice being paid or paid asks what the
 * lines of its orders come to at their checkout prices; a line changed or added behind the rules' back is named, and
 * an order its expired checkout gave back to the cart may change freely.
 */

let server: TestServer;
let shop: Shop;
let payer: Customer;
beforeAll(async () => {
  server = await startTestServer();
  shop = await createShop(server.db);
  payer = await registerCustomer(server, 'consistency@example.com');
});
afterAll(() => server.close());

const orders = () => `/api/rbac/subjects/${payer.id}/ecommerce-module/orders`;

/** A new cart order of `quantity` of the 500.00 ₽ product (the cart emptied first), checked out: its order, line and invoice. */
async function checkedOut(quantity: number) {
  await server.db.query(
    `DELETE FROM "EcommerceOrder" o WHERE o."type" = 'cart' AND EXISTS (
       SELECT 1 FROM "RbacSubjectsToEcommerceModuleOrders" so WHERE so."ecommerceModuleOrderId" = o."id" AND so."subjectId" = $1)`,
    [payer.id],
  );
  const added = await callApi<{ id: string; ordersToProducts: { id: string }[] }>(server, 'POST', orders(), {
    headers: payer.headers,
    data: { productId: shop.general.id, quantity },
  });
  const paid = await callApi<{ billingModule: { invoices: { id: string; paymentIntentId: string; amount: string }[] } }>(
    server,
    'POST',
    `${orders()}/${added.body.data.id}/checkout`,
    { headers: payer.headers, data: { provider: 'dummy', email: payer.login } },
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return {
    orderId: added.body.data.id,
    lineId: added.body.data.ordersToProducts[0]!.id,
    invoice: paid.body.data.billingModule.invoices[0]!,
  };
}

describe('the money check', () => {
  it('finds nothing after checkouts, a second provider, a payment and an expiry', async () => {
    const open = await checkedOut(3);
    // The same order at another provider: a second invoice of the same intent, asking the same.
    const again = await callApi(server, 'POST', `${orders()}/${open.orderId}/checkout`, {
      headers: payer.headers,
      data: { provider: 'dummy', email: 'other@example.com' },
    });
    expect(again.status).toBe(200);
    const paid = await checkedOut(2);
    await callApi(server, 'POST', `/api/billing/invoices/${paid.invoice.id}/dummy-payment`, { data: { outcome: 'paid' } });
    const expired = await checkedOut(4);
    await server.db.prisma.billingInvoice.updateMany({
      where: { id: expired.invoice.id },
      data: { expiresAt: new Date(Date.now() - 60_000) },
    });
    await expireInvoices(
      server.db,
      paymentProviders({ siteUrl: TEST_SITE_URL, tokens: testTokenSettings() }),
      orderPaymentEffects,
    );
    // Back in the cart, the expired checkout's order changes as any cart order: its old intent no longer asks anything.
    const changed = await callApi(
      server,
      'PATCH',
      `/api/ecommerce/orders/${expired.orderId}/orders-to-products/${expired.lineId}`,
      {
        headers: payer.headers,
        data: { quantity: 9 },
      },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await moneyMismatches(server.db)).toEqual([]);
  });

  it('names an invoice whose order changed behind the rules, or holds a line its checkout did not price', async () => {
    const { orderId, lineId, invoice } = await checkedOut(1);
    await server.db.query('UPDATE "EcommerceOrdersToProducts" SET "quantity" = 60 WHERE "id" = $1', [lineId]);
    expect(await moneyMismatches(server.db)).toEqual([
      expect.objectContaining({
        invoiceId: invoice.id,
        paymentIntentId: invoice.paymentIntentId,
        status: 'open',
        invoiceAmount: '500',
        linesAmount: '30000',
        unpriced: 0,
      }),
    ]);
    await server.db.query('UPDATE "EcommerceOrdersToProducts" SET "quantity" = 1 WHERE "id" = $1', [lineId]);
    await server.db.query(
      `INSERT INTO "EcommerceOrdersToProducts" ("id", "orderId", "productId", "quantity", "updatedAt")
       VALUES (gen_random_uuid()::text, $1, $2, 1, now())`,
      [orderId, shop.share.id],
    );
    expect(await moneyMismatches(server.db)).toEqual([
      expect.objectContaining({ invoiceId: invoice.id, invoiceAmount: '500', linesAmount: '500', unpriced: 1 }),
    ]);
  });
});
