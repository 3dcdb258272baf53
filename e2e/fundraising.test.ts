import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECOMMERCE_DICTIONARY } from '../src/widgets/ecommerce/dictionary';
import { axe, E2E_SECRET_KEY, startProduct, type StartedProduct } from './product';

// A project's fundraising progress (docs/decisions/0054), in Russian: the seeded projects' cards and page show what was
// raised of their goal, with a bar and the donors; a donation paid in another browser shows on both pages, open all
// along, without a reload (the live channel's content event).
let product: StartedProduct;
let baseUrl: string;
const SCREENSHOTS = 'e2e/screenshots';
const shop = ECOMMERCE_DICTIONARY.ru;
const CHURCH = 'st-nicholas-church-kumzhevo';

beforeAll(async () => {
  product = await startProduct({ env: { NODE_ENV: 'production', BILLING_DUMMY_PROVIDER: '' } });
  ({ baseUrl } = product);
}, 120_000);
afterAll(() => product?.stop());

/** Both widths' screenshots, each once its animations are over, and axe (serious and critical) on what they show. */
async function shoot(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Settled, not fulfilled: a toast removed while it fades out cancels its transition (AbortError), over all the same.
    await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
    expect(await axe(page, undefined, ['serious', 'critical'])).toEqual([]);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The words of a progress, spaces as a reader sees them (Intl writes no-break ones). */
const progressOf = (page: Page, scope: string) =>
  page
    .locator(scope)
    .locator('[data-fundraising-progress]')
    .first()
    .innerText()
    .then((text) => text.replace(/\s+/g, ' ').trim());

/** Another visitor gives one share of the church (650 ₽) at once, by test payment, in a browser of their own; receipt drawn. */
async function giveOneShare() {
  const donor = await product.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'ru-RU' });
  const giving = await donor.newPage();
  await giving.goto(`${baseUrl}/ru/projects/${CHURCH}`);
  const payNow = giving.locator('[data-product-offer] [data-pay-now]');
  await payNow.locator('summary').click();
  await payNow.getByLabel(shop.invoiceEmail).fill(`donor-${crypto.randomUUID()}@example.com`);
  await payNow.getByRole('button', { name: shop.payNow }).click();
  await giving.waitForURL(/\/ru\/billing\/invoices\/[0-9a-f-]{36}\/dummy$/);
  await giving.getByTestId('dummy-pay').click();
  await giving.waitForURL(/\/ru\/billing\/invoices\/[0-9a-f-]{36}$/);
  await expect.poll(() => giving.getByTestId('invoice-status').getAttribute('data-status')).toBe('paid');
  // Its receipt drawn too: what the payment writes after it is over, so no later content event tells a page of it.
  await giving.getByTestId('invoice-receipt').waitFor({ timeout: 30_000 });
  await donor.close();
}

/**
 * Waits until every content change made so far has been told to the open streams: a change of our own (the church
 * written as it is, with the secret key), heard by a stream opened here once it is being made, comes after them all.
 */
async function contentToldToAll() {
  const call = async <T>(method: string, path: string, data?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-rbac-secret-key': E2E_SECRET_KEY },
      body: data === undefined ? undefined : JSON.stringify({ data }),
    });
    expect(response.status, `${method} ${path}`).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  const context = await product.browser.newContext();
  const listener = await context.newPage();
  await listener.goto(`${baseUrl}/ru`);
  await listener.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const stream = new EventSource('/api/live/events');
        stream.onopen = () => resolve();
        stream.onmessage = (event: MessageEvent<string>) => {
          if ((JSON.parse(event.data) as { topic: string }).topic === 'content') Object.assign(window, { heardAt: Date.now() });
        };
      }),
  );
  const filter = 'filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=';
  const [church] = await call<{ id: string }[]>('GET', `/api/ecommerce/products?${filter}${CHURCH}`);
  const changedAt = Date.now();
  await call('PATCH', `/api/ecommerce/products/${church!.id}`, { slug: CHURCH });
  await expect
    .poll(() => listener.evaluate(() => (window as unknown as { heardAt?: number }).heardAt ?? 0))
    .toBeGreaterThan(changedAt);
  await context.close();
}

/** Marks the page, so that finding the mark later says it was not loaded again. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { keptSinceLoad: true }));
const kept = (page: Page) => page.evaluate(() => (window as unknown as { keptSinceLoad?: boolean }).keptSinceLoad);

/** The browser's reads of progress (the live channel's), refused while `on`. */
const PROGRESS_READS = (url: URL) => url.pathname === '/api/ecommerce/products/progress';
const LIVE_STREAM = (url: URL) => url.pathname === '/api/live/events';

describe('fundraising progress', () => {
  it('shows raised of goal with a bar and donors, and a donation paid elsewhere on open pages without a reload', async () => {
    const visitor = await product.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'ru-RU' });
    const list = await visitor.newPage();
    await list.goto(`${baseUrl}/ru/projects`);
    const card = `[data-project-card="${CHURCH}"]`;
    await expect
      .poll(() => progressOf(list, card))
      .toBe('Собрано 0,00 ₽ из 2 700 000,00 ₽ 0 % Станьте первым, кто поддержит сбор');
    const bar = list.locator(card).getByRole('progressbar', { name: 'Сбор средств' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('0');
    await shoot(list, 'project-cards-progress');

    const page = await visitor.newPage();
    await page.goto(`${baseUrl}/ru/projects/${CHURCH}`);
    await expect.poll(() => progressOf(page, '[data-product-offer]')).toContain('Собрано 0,00 ₽ из 2 700 000,00 ₽');
    await shoot(page, 'project-page-progress');
    for (const open of [list, page]) await mark(open);

    // Another visitor gives one share at once, by test payment.
    await giveOneShare();

    // The visitor's open pages show it, as they were loaded.
    const raised = 'Собрано 650,00 ₽ из 2 700 000,00 ₽ 0 % 1 человек поддержал сбор';
    await expect.poll(() => progressOf(list, card), { timeout: 30_000 }).toBe(raised);
    await expect.poll(() => progressOf(page, '[data-product-offer]'), { timeout: 30_000 }).toBe(raised);
    for (const open of [list, page]) expect(await kept(open)).toBe(true);
    // A gift below a whole percent still shows on the bar.
    expect(await bar.locator('div').evaluate((fill) => fill.getBoundingClientRect().width)).toBeGreaterThan(0);
    await shoot(page, 'project-page-progress-raised');

    // A page loaded now (the cached one was emptied by the payment) shows it too.
    const later = await visitor.newPage();
    await later.goto(`${baseUrl}/ru/projects/${CHURCH}`);
    expect(await progressOf(later, '[data-product-offer]')).toBe(raised);
    await visitor.close();
  });

  it('shows the later figure after a client navigation: the page’s, read after a payment its store did not hear', async () => {
    const visitor = await product.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'ru-RU' });
    const list = await visitor.newPage();
    await list.goto(`${baseUrl}/ru/projects`);
    const card = `[data-project-card="${CHURCH}"]`;
    await expect.poll(() => progressOf(list, card)).toContain('Собрано 650,00 ₽');
    // A gift heard on the list's stream: its store read the figure again.
    await giveOneShare();
    await expect.poll(() => progressOf(list, card), { timeout: 30_000 }).toContain('Собрано 1 300,00 ₽');
    await mark(list);
    // The store can read nothing more (the next gift is not heard); the project's page, rendered after it, says it.
    await list.route(PROGRESS_READS, (route) => route.abort());
    await giveOneShare();
    await list.locator(card).getByRole('link').first().click();
    await list.waitForURL(`${baseUrl}/ru/projects/${CHURCH}`);
    await expect.poll(() => progressOf(list, '[data-product-offer]')).toContain('Собрано 1 950,00 ₽');
    expect(await kept(list)).toBe(true);
    await visitor.close();
  });

  it('reads the progress again once its stream opens: a gift paid between the render and the stream shows', async () => {
    const visitor = await product.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'ru-RU' });
    const page = await visitor.newPage();
    const held: Route[] = [];
    let streamAsked!: () => void;
    const asked = new Promise<void>((resolve) => (streamAsked = resolve));
    let holding = true;
    await page.route(LIVE_STREAM, (route) => {
      if (!holding) return route.continue();
      held.push(route);
      streamAsked();
    });
    await page.goto(`${baseUrl}/ru/projects/${CHURCH}`, { waitUntil: 'load' });
    const offer = '[data-product-offer]';
    expect(await progressOf(page, offer)).toContain('Собрано 1 950,00 ₽');
    // The islands run (their store asked for the stream), which is held: the gift's event reaches nobody.
    await asked;
    await mark(page);
    await giveOneShare();
    // What the gift wrote after it (its receipt) is told before the stream opens: the stream brings no event of it.
    await contentToldToAll();
    holding = false;
    for (const route of held) await route.continue();
    await expect.poll(() => progressOf(page, offer), { timeout: 30_000 }).toContain('Собрано 2 600,00 ₽');
    expect(await kept(page)).toBe(true);
    await visitor.close();
  });
});
