import { describe, expect, it } from 'vitest';
import { issueResetCode } from '../../src/server/modules/rbac/identities/identities.service';
import { checkoutHarness, ordersPath } from '../helpers/checkout';
import { callApi, CUSTOMER_PASSWORD, registerCustomer, type Customer } from '../helpers/customers';

/**
 * Giving without an account (docs/decisions/0031), on PGlite and PostgreSQL: a guest's anonymous session holds a cart
 * and checks it out with only an email; its donations come into an account only for someone who proves both ends —
 * its own session registering or signing in, or the address's owner using a code sent to it — never for someone who
 * merely typed that address.
 */

const AUTH = '/api/rbac/subjects/authentication';
const harness = checkoutHarness();
const { cartOf, checkoutCart } = harness;

/** A first visit's anonymous session: a subject with no identity, signed in as itself. */
async function guest(): Promise<Customer> {
  const init = await callApi<{ jwt: string }>(harness.server, 'GET', `${AUTH}/init`);
  expect(init.status).toBe(200);
  const headers = { authorization: `Bearer ${init.body.data.jwt}` };
  const me = await callApi<{ id: string; identities: unknown[] }>(harness.server, 'GET', `${AUTH}/me`, { headers });
  expect(me.body.data.identities).toEqual([]);
  return { id: me.body.data.id, login: '', headers, jwt: init.body.data.jwt };
}

/** The guest's cart checked out with an email and paid on the test provider's page: the order's id. */
async function donates(who: Customer, email: string, productId = harness.shop.general.id): Promise<string> {
  const [orderId] = await cartOf(who, { productId });
  const answer = await checkoutCart(who, { email, ecommerceModule: { orders: [{ id: orderId }] } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const [invoice] = answer.body.data.billingModule.invoices;
  expect(invoice!.provider).toBe('dummy');
  const paid = await callApi(harness.server, 'POST', `/api/billing/invoices/${invoice!.id}/dummy-payment`, {
    data: { outcome: 'paid' },
  });
  expect(paid.status).toBe(200);
  return orderId!;
}

/** The subject's orders as its own list shows them. */
async function ordersOf(who: Customer) {
  const listed = await callApi<{ id: string; type: string; status: string }[]>(harness.server, 'GET', ordersPath(who), {
    headers: who.headers,
  });
  expect(listed.status).toBe(200);
  return listed.body.data.map(({ id, type, status }) => ({ id, type, status }));
}

/** Signs in (or registers) with the guest's session: the account's session, as the site's pages do it. */
async function authenticate(who: Customer, route: 'authentication' | 'registration', login: string): Promise<Customer> {
  const answer = await callApi<{ jwt: string }>(harness.server, 'POST', `${AUTH}/email-and-password/${route}`, {
    headers: who.headers,
    data: { login, password: CUSTOMER_PASSWORD },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const headers = { authorization: `Bearer ${answer.body.data.jwt}` };
  const me = await callApi<{ id: string }>(harness.server, 'GET', `${AUTH}/me`, { headers });
  return { id: me.body.data.id, login, headers, jwt: answer.body.data.jwt };
}

/** The orders linked to a subject, read in the database (a password reset ends the subject's sessions). */
const orderIdsOf = async (subjectId: string) =>
  (
    await harness.server.db.prisma.rbacSubjectsToEcommerceModuleOrders.findMany({
      where: { subjectId },
      select: { ecommerceModuleOrderId: true },
    })
  ).map((link) => link.ecommerceModuleOrderId);

const linksOf = (subjectId: string) =>
  harness.server.db.prisma.rbacSubjectsToBillingModulePaymentIntents.count({ where: { subjectId } });

describe('a guest', () => {
  it('gives with only an email, and registering in the same session keeps the donation in the account', async () => {
    const visitor = await guest();
    const orderId = await donates(visitor, 'guest-one@example.com');
    expect(await ordersOf(visitor)).toEqual([{ id: orderId, type: 'history', status: 'approving' }]);
    const account = await authenticate(visitor, 'registration', 'guest-one@example.com');
    expect(account.id).toBe(visitor.id);
    expect(await ordersOf(account)).toEqual([{ id: orderId, type: 'history', status: 'approving' }]);
  });

  it('signing in to an account brings the session’s donations, payments and cart into it; the account’s own line wins', async () => {
    const owner = await registerCustomer(harness.server, 'guest-two@example.com');
    const [ownCart] = await cartOf(owner, { productId: harness.shop.share.id, quantity: 2 });
    const visitor = await guest();
    const orderId = await donates(visitor, 'guest-two@example.com');
    const [guestCart] = await cartOf(visitor, { productId: harness.shop.general.id });
    const [clashing] = await cartOf(visitor, { productId: harness.shop.share.id });
    const account = await authenticate(visitor, 'authentication', 'guest-two@example.com');
    expect(account.id).toBe(owner.id);
    const orders = await ordersOf(account);
    expect(orders.map((order) => order.id).sort()).toEqual([orderId, guestCart, ownCart].sort());
    expect(orders.find((order) => order.id === orderId)).toMatchObject({ type: 'history', status: 'approving' });
    expect(await linksOf(owner.id)).toBe(1);
    expect(await linksOf(visitor.id)).toBe(0);
    // The cart line the account had already stays; the guest's line of the same product stays behind.
    const ownLine = await harness.server.db.prisma.ecommerceOrdersToProducts.findFirstOrThrow({ where: { orderId: ownCart } });
    expect(ownLine.quantity).toBe(2);
    expect(
      await harness.server.db.prisma.rbacSubjectsToEcommerceModuleOrders.count({
        where: { subjectId: visitor.id, ecommerceModuleOrderId: clashing },
      }),
    ).toBe(1);
    // The guest's old session no longer works.
    expect((await callApi(harness.server, 'GET', `${AUTH}/me`, { headers: visitor.headers })).status).toBe(401);
  });

  it('typing someone’s email gives them nothing to see until they prove the address; the code sent to it does', async () => {
    const owner = await registerCustomer(harness.server, 'guest-three@example.com');
    const stranger = await guest();
    const orderId = await donates(stranger, 'GUEST-three@example.com');
    // Another session signing in, or the account's own sign-in elsewhere, does not prove the address.
    const elsewhere = await authenticate(await guest(), 'authentication', 'guest-three@example.com');
    expect(await ordersOf(elsewhere)).toEqual([]);
    // Registering the address again (it has an account) claims nothing either.
    const again = await guest();
    await authenticate(again, 'registration', 'guest-three@example.com');
    expect(await ordersOf(owner)).toEqual([]);
    // The reset code reached the address: what guests gave under it comes into the account.
    const issued = await issueResetCode(harness.server.db, 'guest-three@example.com');
    const reset = await callApi(harness.server, 'POST', `${AUTH}/email-and-password/reset-password`, {
      data: { code: issued!.code, password: 'a new password here', passwordConfirmation: 'a new password here' },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(await orderIdsOf(owner.id)).toEqual([orderId]);
    expect(await orderIdsOf(stranger.id)).toEqual([]);
    expect(await linksOf(owner.id)).toBe(1);
  });

  it('an account’s own payments never move, whatever address its invoices name', async () => {
    const giver = await registerCustomer(harness.server, 'guest-four@example.com');
    const orderId = await donates(giver, 'guest-five@example.com');
    const other = await registerCustomer(harness.server, 'guest-five@example.com');
    const issued = await issueResetCode(harness.server.db, 'guest-five@example.com');
    const reset = await callApi(harness.server, 'POST', `${AUTH}/email-and-password/reset-password`, {
      data: { code: issued!.code, password: 'a new password here', passwordConfirmation: 'a new password here' },
    });
    expect(reset.status).toBe(200);
    expect(await orderIdsOf(other.id)).toEqual([]);
    expect(await orderIdsOf(giver.id)).toEqual([orderId]);
  });
});

describe('a free amount', () => {
  /** The general donation's rouble price takes any amount from 100 to 100 000, 500 suggested. */
  async function freeGeneralPrice() {
    const [price] = await harness.server.db.query<{ id: string }>(
      `SELECT a."id" FROM "EcommerceAttribute" a
         JOIN "EcommerceProductsToAttributes" pa ON pa."attributeId" = a."id" AND pa."productId" = $1::text
         JOIN "EcommerceAttributesToBillingModuleCurrencies" ac ON ac."attributeId" = a."id" AND ac."billingModuleCurrencyId" = $2::text`,
      [harness.shop.general.id, harness.shop.rub.id],
    );
    await harness.server.db.prisma.ecommerceAttribute.update({
      where: { id: price!.id },
      data: { minimum: '100', maximum: '100000' },
    });
  }

  const add = (who: Customer, data: Record<string, unknown>) =>
    callApi<{ id: string; ordersToProducts: { unitPrice: string; total: string; quantity: number }[] }>(
      harness.server,
      'POST',
      ordersPath(who),
      { headers: who.headers, data },
    );

  it('is the amount the visitor chose, exactly, within the price’s bounds; a fixed price takes none', async () => {
    await freeGeneralPrice();
    const visitor = await guest();
    const general = harness.shop.general.id;
    const lines = () => harness.server.db.prisma.ecommerceOrdersToProducts.count({ where: { productId: general } });
    const before = await lines();
    const refusals = [
      [{ amount: '99.99' }, 'too_small'],
      [{ amount: '100000.01' }, 'too_big'],
      [{ amount: '250.505' }, 'step'],
      // A JSON number may be a float's rounding already, and a text that is no plain decimal is no amount.
      [{ amount: 250.5 }, undefined],
      [{ amount: '2,5e2' }, undefined],
    ] as const;
    for (const [data, code] of refusals) {
      const refused = await add(visitor, { productId: general, ...data });
      expect(refused.status, JSON.stringify(data)).toBe(400);
      expect(refused.body.cause?.map((cause) => cause.field)).toEqual(['data.amount']);
      if (code) expect(refused.body.cause).toMatchObject([{ code }]);
    }
    const fixed = await add(visitor, { productId: harness.shop.share.id, amount: '5' });
    expect(fixed.body.cause).toMatchObject([{ field: 'data.amount', code: 'fixed_price' }]);
    expect(await lines()).toBe(before);

    const chosen = await add(visitor, { productId: general, amount: '250.5' });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(201);
    expect(chosen.body.data.ordersToProducts).toMatchObject([{ unitPrice: '250.50', total: '250.50', quantity: 1 }]);
    // Chosen again, the line takes the new amount; the totals and the checkout charge it exactly.
    const again = await add(visitor, { productId: general, amount: '1234.56' });
    expect(again.body.data.id).toBe(chosen.body.data.id);
    expect(again.body.data.ordersToProducts).toMatchObject([{ unitPrice: '1234.56', total: '1234.56', quantity: 1 }]);
    const totals = await callApi<{ amount: string }[]>(harness.server, 'GET', `${ordersPath(visitor)}/total`, {
      headers: visitor.headers,
    });
    expect(totals.body.data.map((total) => total.amount)).toEqual(['1234.56']);
    const checkedOut = await checkoutCart(visitor, {
      email: 'free-amount@example.com',
      ecommerceModule: { orders: [{ id: chosen.body.data.id }] },
    });
    expect(checkedOut.body.data.billingModule.invoices.map((invoice) => invoice.amount)).toEqual(['1234.56']);
    // Left out, the amount is the suggested one (the price's own).
    const suggested = await add(visitor, { productId: general });
    expect(suggested.body.data.ordersToProducts).toMatchObject([{ unitPrice: '500.00' }]);
  });

  it('is taken by the one-step checkout too, and refused there by the same rules', async () => {
    await freeGeneralPrice();
    const visitor = await guest();
    const path = `/api/rbac/subjects/${visitor.id}/ecommerce-module/products/${harness.shop.general.id}/checkout`;
    const pay = (data: Record<string, unknown>) =>
      callApi<{ billingModule: { invoices: { amount: string }[] } }>(harness.server, 'POST', path, {
        headers: visitor.headers,
        data: { email: 'one-step@example.com', ...data },
      });
    const refused = await pay({ amount: '10' });
    expect(refused.status).toBe(400);
    expect(refused.body.cause?.map((cause) => cause.field)).toEqual(['data.amount']);
    const paid = await pay({ amount: '777.70' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.billingModule.invoices.map((invoice) => invoice.amount)).toEqual(['777.70']);
  });
});
