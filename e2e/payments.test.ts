import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rbacDictionary } from '../src/components/rbac/dictionary';
import { rbacPaths } from '../src/shared/rbac-paths';
import { billingDictionary } from '../src/widgets/billing/dictionary';
import { ECOMMERCE_DICTIONARY } from '../src/widgets/ecommerce/dictionary';
import { axe, startProduct, type StartedProduct } from './product';

// A donation paid on the dummy provider's page, in Chromium on the seeded site: the project's donation into the cart
// from its page, the checkout (through the REST route with the visitor's own session, until the checkout panel
// lands), the dummy page, and back on the invoice's page, paid.
let product: StartedProduct;
let baseUrl: string;
const SCREENSHOTS = 'e2e/screenshots';

beforeAll(async () => {
  product = await startProduct();
  ({ baseUrl } = product);
}, 120_000);
afterAll(() => product?.stop());

const PROJECT = '/ru/projects/st-nicholas-church-kumzhevo';
const ru = rbacDictionary('ru');
const words = billingDictionary('ru');

async function register(page: Page, email: string) {
  const paths = rbacPaths('ru');
  await page.goto(`${baseUrl}${paths.registration}`);
  await page.getByTestId('subject-menu').waitFor();
  await page.getByLabel(ru.common.email, { exact: true }).fill(email);
  await page.getByLabel(ru.common.password, { exact: true }).fill('correct horse battery');
  await page.getByRole('button', { name: ru.registration.submit }).click();
  await page.waitForURL(`${baseUrl}${paths.home}`);
}

/** Checks out the visitor's cart through the REST route, with the browser's session cookie: the first payment url. */
const checkoutCart = (page: Page, email: string) =>
  page.evaluate(async (payer) => {
    const me = (await (await fetch('/api/rbac/subjects/authentication/me')).json()) as { data: { id: string } };
    const orders = `/api/rbac/subjects/${me.data.id}/ecommerce-module/orders`;
    const cart = (await (await fetch(`${orders}?type=cart`)).json()) as { data: { id: string }[] };
    const answer = await fetch(`${orders}/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        data: { provider: 'dummy', email: payer, ecommerceModule: { orders: cart.data.map(({ id }) => ({ id })) } },
      }),
    });
    const body = (await answer.json()) as { data: { billingModule: { invoices: { paymentUrl: string }[] } } };
    return body.data.billingModule.invoices[0]!.paymentUrl;
  }, email);

describe('paying a donation', () => {
  it('on the dummy page, then back on the invoice page, paid: both pages pass axe at 1366 and 390 px', async () => {
    // A Russian visitor: the checkout speaks the caller's language, and so do the pages it leads to.
    const context = await product.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'ru-RU' });
    const page = await context.newPage();
    const email = `donor-${Date.now()}@example.com`;
    await register(page, email);
    await page.goto(`${baseUrl}${PROJECT}`);
    const add = page.locator('[data-product-offer]').getByRole('button', { name: ECOMMERCE_DICTIONARY.ru.addToCart });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await page.locator('[data-product-offer] [data-in-cart]').waitFor();

    const paymentUrl = await checkoutCart(page, email);
    expect(new URL(paymentUrl).pathname).toMatch(/^\/ru\/billing\/invoices\/[0-9a-f-]{36}\/dummy$/);
    await page.goto(`${baseUrl}${new URL(paymentUrl).pathname}`);
    await page.getByRole('heading', { name: words.dummy.title }).waitFor();
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SCREENSHOTS}/dummy-payment-${width}.png`, fullPage: true });
      expect(await axe(page)).toEqual([]);
    }

    await page.getByTestId('dummy-pay').click();
    await page.waitForURL(/\/ru\/billing\/invoices\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('invoice-status').getAttribute('data-status')).toBe('paid');
    await page.getByText(words.status.paid, { exact: true }).waitFor();
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SCREENSHOTS}/invoice-paid-${width}.png`, fullPage: true });
      expect(await axe(page)).toEqual([]);
    }

    // The order is paid: out of the cart, approving, and the payer was told.
    const orders = await page.evaluate(async () => {
      const me = (await (await fetch('/api/rbac/subjects/authentication/me')).json()) as { data: { id: string } };
      const answer = await fetch(`/api/rbac/subjects/${me.data.id}/ecommerce-module/orders`);
      return ((await answer.json()) as { data: { type: string; status: string }[] }).data;
    });
    expect(orders).toEqual([expect.objectContaining({ type: 'history', status: 'approving' })]);
    await context.close();
  });

  it('answers an unknown invoice with the 404 page', async () => {
    const context = await product.browser.newContext();
    const page = await context.newPage();
    const answer = await page.goto(`${baseUrl}/en/billing/invoices/00000000-0000-0000-0000-000000000000/dummy`);
    expect(answer?.status()).toBe(404);
    await context.close();
  });
});
