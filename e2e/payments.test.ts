import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rbacDictionary } from '../src/components/rbac/dictionary';
import type { Language } from '../src/shared/languages';
import { billingDictionary } from '../src/widgets/billing/dictionary';
import { ECOMMERCE_DICTIONARY } from '../src/widgets/ecommerce/dictionary';
import { register as registerAccount, signInAsAdministrator } from './accounts-forms';
import { axe, startProduct, type StartedProduct } from './product';

// A donation end to end, in Chromium on the seeded site: a visitor registers, puts the project's donation into the
// cart from its page, checks out in the cart sheet's panel (the dummy provider, the email prefilled), pays on the dummy
// page, comes back to the invoice's page and sees the order approved with its receipt; the administrator sees the
// order paid in its payments panel, and the payer's message is in the outbox.
let product: StartedProduct;
let baseUrl: string;
const SCREENSHOTS = 'e2e/screenshots';

beforeAll(async () => {
  product = await startProduct();
  ({ baseUrl } = product);
}, 120_000);
afterAll(() => product?.stop());

const PROJECT = '/ru/projects/st-nicholas-church-kumzhevo';
const words = billingDictionary('ru');
const shop = ECOMMERCE_DICTIONARY.ru;

const register = (page: Page, email: string, language: Language = 'ru') =>
  registerAccount(page, baseUrl, { email, password: 'correct horse battery', language });

/** Both widths' screenshots, each once its animations (a sheet sliding in) are over, and axe on what they show. */
async function shoot(page: Page, name: string, selector?: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Settled, not fulfilled: a toast removed while it fades out cancels its transition (AbortError), over all the same.
    await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: !selector });
    expect(await axe(page, selector)).toEqual([]);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('paying a donation', () => {
  it('from the project page through the checkout panel and the dummy page to the approved order and its receipt', async () => {
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

    // The checkout panel in the cart sheet: the offline provider chosen, the email the subject registered with.
    await page.locator('[data-product-offer] [data-in-cart]').getByRole('button', { name: shop.checkout }).click();
    const sheet = page.locator('[data-cart-sheet]');
    const form = sheet.locator('[data-checkout-form]');
    await expect.poll(() => form.getByLabel(shop.paymentProvider).inputValue()).toBe('dummy');
    await expect.poll(() => form.getByLabel(shop.invoiceEmail).inputValue()).toBe(email);
    await shoot(page, 'checkout-panel', '[data-cart-sheet]');
    await form.getByLabel(shop.invoiceEmail).fill('not an email');
    await form.getByRole('button', { name: shop.checkout }).click();
    await form.getByText(shop.emailInvalid).waitFor();
    await form.getByLabel(shop.invoiceEmail).fill(email);
    await form.getByRole('button', { name: shop.checkout }).click();

    // One invoice: straight to its payment page.
    await page.waitForURL(/\/ru\/billing\/invoices\/[0-9a-f-]{36}\/dummy$/);
    const invoiceId = new URL(page.url()).pathname.split('/')[4]!;
    await page.getByRole('heading', { name: words.dummy.title }).waitFor();
    await shoot(page, 'dummy-payment');

    await page.getByTestId('dummy-pay').click();
    await page.waitForURL(/\/ru\/billing\/invoices\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('invoice-status').getAttribute('data-status')).toBe('paid');
    await page.getByText(words.status.paid, { exact: true }).waitFor();
    // The receipt, drawn by its job after the approval, shows without a reload.
    const receipt = page.getByTestId('invoice-receipt').getByRole('img');
    await receipt.waitFor();
    await expect.poll(() => receipt.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1500);
    expect(await page.getByTestId('invoice-order').getAttribute('data-status')).toBe('approving');
    await shoot(page, 'invoice-paid');
    // The navbar's language switch leads to the same invoice's page in English.
    await page.locator('header[data-navbar] nav[data-language-switch] a[hreflang=en]').first().click();
    await page.waitForURL(`${baseUrl}/en/billing/invoices/${invoiceId}`);
    await page.getByText(billingDictionary('en').status.paid, { exact: true }).waitFor();

    // The order is paid: out of the cart, approving.
    const orders = await page.evaluate(async () => {
      const me = (await (await fetch('/api/rbac/subjects/authentication/me')).json()) as { data: { id: string } };
      const answer = await fetch(`/api/rbac/subjects/${me.data.id}/ecommerce-module/orders`);
      return ((await answer.json()) as { data: { id: string; type: string; status: string }[] }).data;
    });
    expect(orders).toEqual([expect.objectContaining({ type: 'history', status: 'approving' })]);

    // «Мои пожертвования» from the account menu: the paid donation in words, with its amount and receipt.
    await page.goto(`${baseUrl}/ru`);
    await page.getByTestId('subject-menu').click();
    await page.getByRole('menuitem', { name: rbacDictionary('ru').common.donations }).click();
    await page.waitForURL(`${baseUrl}/ru/ecommerce/orders`);
    const donation = page.locator('[data-donation="paid"]');
    await donation.getByText(shop.donationStatuses.paid, { exact: true }).waitFor();
    await page.locator('[data-paid-total="rub"]').waitFor();
    const receiptLink = donation.getByRole('link', { name: new RegExp(shop.receipt) });
    const receiptUrl = await receiptLink.getAttribute('href');
    expect(receiptUrl).toMatch(/\.png$/);
    await shoot(page, 'my-donations');
    // The receipt it links to is the payer's to open.
    const drawn = await page.request.get(new URL(receiptUrl!, baseUrl).toString());
    expect(drawn.status()).toBe(200);
    await page.goto(new URL(receiptUrl!, baseUrl).toString());
    await page.screenshot({ path: `${SCREENSHOTS}/receipt.png` });
    await context.close();

    // The administrator sees it paid, and the payer's message in the outbox.
    const admin = await product.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    const adminPage = await admin.newPage();
    await signInAsAdministrator(adminPage, baseUrl, 'en');
    await adminPage.goto(`${baseUrl}/admin/ecommerce/orders?open=${orders[0]!.id}`);
    const payments = adminPage.getByRole('region', { name: /^Payments/ });
    await payments.locator(`[data-row-id="${invoiceId}"] [data-invoice-status="paid"]`).waitFor();
    // Its messages: the paid status, and the receipt with its picture (drawn by then: the payer saw it), each opening
    // in the outbox.
    const messages = payments.getByRole('table', { name: 'Messages about the order' });
    await expect.poll(() => messages.getByRole('link', { name: /^Open the message/ }).count()).toBe(2);
    for (const width of [1366, 390]) {
      await adminPage.setViewportSize({ width, height: 900 });
      await payments.screenshot({ path: `${SCREENSHOTS}/order-payments-panel-${width}.png` });
      expect(await axe(adminPage, '[data-admin-panel^="panel-ecommerce-order-payments"]', ['serious', 'critical'])).toEqual([]);
    }
    const outbox = await adminPage.evaluate(async (recipient) => {
      const query = new URLSearchParams({
        'filters[and][0][column]': 'recipient',
        'filters[and][0][method]': 'eq',
        'filters[and][0][value]': recipient,
      });
      const answer = await fetch(`/api/notification/notifications?${query}`);
      return ((await answer.json()) as { data: { title: string }[] }).data.map((message) => message.title);
    }, email);
    // The order as the invoice page and the receipt number it.
    expect(outbox).toContainEqual(expect.stringContaining(orders[0]!.id.slice(0, 8).toUpperCase()));
    await admin.close();
  });

  it('gives a Payment Link per currency for a cart in two, and pays a project in one step from its page', async () => {
    const context = await product.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    const en = ECOMMERCE_DICTIONARY.en;
    await register(page, `two-currencies-${Date.now()}@example.com`, 'en');
    await page.goto(`${baseUrl}${PROJECT.replace('/ru/', '/en/')}`);
    const offer = page.locator('[data-product-offer]');
    for (const currency of ['EUR', 'RUB']) {
      await offer.getByRole('radio', { name: currency }).click();
      const add = offer.getByRole('button', { name: en.addToCart });
      await expect.poll(() => add.isEnabled()).toBe(true);
      await add.click();
      await offer.locator('[data-in-cart]').waitFor();
    }
    await offer.locator('[data-in-cart]').getByRole('button', { name: en.checkout }).click();
    const sheet = page.locator('[data-cart-sheet]');
    await expect.poll(() => sheet.locator('[data-total]').count()).toBe(2);
    await sheet.locator('[data-checkout-form]').getByRole('button', { name: en.checkout }).click();
    const links = sheet.locator('[data-payment-links]').getByRole('link', { name: new RegExp(en.paymentLink) });
    await expect.poll(() => links.count()).toBe(2);
    for (const link of await links.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(new URL((await link.getAttribute('href'))!).pathname).toMatch(/^\/en\/billing\/invoices\/[0-9a-f-]{36}\/dummy$/);
    }
    // The orders left the cart with their checkout: the form is gone, the links stay.
    await sheet.getByText(en.cartEmpty).waitFor();
    expect(await sheet.locator('[data-checkout-form]').count()).toBe(0);
    await shoot(page, 'payment-links', '[data-cart-sheet]');
    await page.keyboard.press('Escape');

    // One step: a separate order of the project, straight to its payment page; the cart stays empty.
    const payNow = offer.locator('[data-pay-now]');
    await payNow.locator('summary').click();
    await shoot(page, 'pay-now', '[data-product-offer]');
    await payNow.getByRole('button', { name: en.payNow }).click();
    await page.waitForURL(/\/en\/billing\/invoices\/[0-9a-f-]{36}\/dummy$/);
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
