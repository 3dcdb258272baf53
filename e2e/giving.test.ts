import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rbacDictionary } from '../src/components/rbac/dictionary';
import { rbacPaths } from '../src/shared/rbac-paths';
import { TEST_PAYMENT_NOTICE } from '../src/shared/payment-providers';
import { billingDictionary } from '../src/widgets/billing/dictionary';
import { ECOMMERCE_DICTIONARY } from '../src/widgets/ecommerce/dictionary';
import { sendAccountsForm } from './accounts-forms';
import { axe, startProduct, type StartedProduct } from './product';

// Giving as a first visitor does, in Russian, on a server started as `npm start` starts it (production, no payment
// provider configured): test payments are offered and say so; a guest gives the amount they choose with only an email,
// then registers in the same browser and finds the donation in «Мои пожертвования» (docs/decisions/0031).
let product: StartedProduct;
let baseUrl: string;
const SCREENSHOTS = 'e2e/screenshots';
const shop = ECOMMERCE_DICTIONARY.ru;
const words = billingDictionary('ru');
const accounts = rbacDictionary('ru');

beforeAll(async () => {
  product = await startProduct({ env: { NODE_ENV: 'production', BILLING_DUMMY_PROVIDER: '' } });
  ({ baseUrl } = product);
}, 120_000);
afterAll(() => product?.stop());

/** Both widths' screenshots, each once its animations are over, and axe (serious and critical) on what they show. */
async function shoot(page: Page, name: string, selector?: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Settled, not fulfilled: a toast removed while it fades out cancels its transition (AbortError), over all the same.
    await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: !selector });
    expect(await axe(page, selector, ['serious', 'critical'])).toEqual([]);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('giving on a fresh server', () => {
  it('a guest gives a chosen amount by test payment with only an email, registers and finds it', async () => {
    const providers = await (await fetch(`${baseUrl}/api/billing/payment-providers`)).json();
    expect(providers).toEqual({ data: { providers: ['dummy'], defaultProvider: 'dummy', subscriptionProviders: ['dummy'] } });

    const context = await product.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/ru/donate`);
    await page.getByRole('heading', { name: 'Как стать другом фонда' }).waitFor();
    const offer = page.locator('[data-product-purchase]').filter({ has: page.locator('[data-free-amount]') });
    const amount = offer.getByLabel(shop.amountLabel('₽'));
    await expect.poll(() => amount.inputValue()).toBe('1000');
    await shoot(page, 'donate-page');

    // Out of bounds, then a chosen amount: the guest's first cart action starts its session.
    await amount.fill('50');
    await offer.getByRole('button', { name: shop.addToCart }).click();
    await offer.getByText('От 100,00 ₽ до 1 000 000,00 ₽').waitFor();
    await amount.fill('1 234,50');
    await offer.getByRole('button', { name: shop.addToCart }).click();
    await offer.locator('[data-in-cart]').waitFor();
    await offer.locator('[data-in-cart]').getByRole('button', { name: shop.checkout }).click();

    // The cart sheet: the chosen amount, test payments chosen and said to be tests, an empty email to fill.
    const sheet = page.locator('[data-cart-sheet]');
    await sheet.getByText('1 234,50 ₽').first().waitFor();
    const form = sheet.locator('[data-checkout-form]');
    await expect.poll(() => form.getByLabel(shop.paymentProvider).inputValue()).toBe('dummy');
    await form.getByText(TEST_PAYMENT_NOTICE.ru).waitFor();
    const email = `guest-${Date.now()}@example.com`;
    await form.getByLabel(shop.invoiceEmail).fill(email);
    await shoot(page, 'guest-cart-checkout', '[data-cart-sheet]');
    await form.getByRole('button', { name: shop.checkout }).click();

    // The test payment page says it is one; paid, the invoice's page says so too.
    await page.waitForURL(/\/ru\/billing\/invoices\/[0-9a-f-]{36}\/dummy$/);
    await page.getByRole('heading', { name: words.dummy.title }).waitFor();
    await page.getByText(TEST_PAYMENT_NOTICE.ru).waitFor();
    await page.getByText('1 234,50 ₽').waitFor();
    await shoot(page, 'test-payment-page');
    await page.getByTestId('dummy-pay').click();
    await page.waitForURL(/\/ru\/billing\/invoices\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('invoice-status').getAttribute('data-status')).toBe('paid');
    await page.getByText(TEST_PAYMENT_NOTICE.ru).waitFor();

    // Registering in the same browser: told to check the mail, and the donation is in the account.
    const paths = rbacPaths('ru');
    await page.goto(`${baseUrl}${paths.registration}`);
    await page.getByTestId('account-sign-in').waitFor();
    await sendAccountsForm(page, 'registration', { email, password: 'correct horse battery' });
    await page.waitForURL(`${baseUrl}${paths.home}`);
    await page.getByText(accounts.registration.checkMail(email)).waitFor();
    await page.goto(`${baseUrl}/ru/ecommerce/orders`);
    await page.locator('[data-donation="paid"] [data-donation-amount]').getByText('1 234,50 ₽').waitFor();
    await context.close();
  });
});
