import { mkdir } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDayOf } from '../src/shared/utc-day';
import { rbacPaths } from '../src/shared/rbac-paths';
import { animationsSettled, axe, E2E_SECRET_KEY, startProduct, type StartedProduct } from './product';

// Page views as the built product counts them from a browser, and the admin's list of the daily figures in Russian.
let product: StartedProduct;
let context: BrowserContext;
let page: Page;

const SCREENSHOTS = 'e2e/screenshots';
/** A person's Chromium: the headless one says `HeadlessChrome`, which the counter takes for a robot. */
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

beforeAll(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
  product = await startProduct({ env: { ANALYTIC_FLUSH_SECONDS: '1' } });
  context = await product.browser.newContext({ viewport: { width: 1366, height: 900 }, userAgent: PERSON });
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await context?.close();
  await product?.stop();
});

const viewsOf = async (path: string) => {
  const filters = `filters[and][0][column]=breakdown&filters[and][0][method]=eq&filters[and][0][value]=${encodeURIComponent(path)}`;
  const answer = await fetch(`${product.baseUrl}/api/analytic/metrics?${filters}`, {
    headers: { 'x-rbac-secret-key': E2E_SECRET_KEY },
  });
  const { data } = (await answer.json()) as { data: { title: string; day: string; value: string }[] };
  return data
    .filter((row) => row.title === 'page-views' && row.day.startsWith(utcDayOf(new Date())))
    .reduce((sum, row) => sum + Number(row.value), 0);
};

describe('page views in the built product', () => {
  it('counts a page rendered by Next.js and then served from the page cache, once each visit', async () => {
    for (let visit = 0; visit < 3; visit++) {
      const answer = await page.goto(`${product.baseUrl}/ru/about`, { referer: 'https://yandex.ru/search/?text=fund' });
      expect(answer?.status()).toBe(200);
    }
    await expect.poll(() => viewsOf('/ru/about'), { timeout: 20_000 }).toBe(3);
  });

  it('lists the daily figures in the admin, in Russian, at 1366 and 390 px, with no serious accessibility fault', async () => {
    await fetch(`${product.baseUrl}/api/analytic/metrics/refresh-today`, {
      method: 'POST',
      headers: { 'x-rbac-secret-key': E2E_SECRET_KEY },
    });
    await page.goto(`${product.baseUrl}/admin/analytic/metrics`);
    if (new URL(page.url()).pathname === rbacPaths('en').signIn) {
      await page.getByLabel('Email', { exact: true }).fill('admin@example.com');
      await page.getByLabel('Password', { exact: true }).fill('e2e-admin-password');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(/\/admin\/analytic\/metrics/);
    }
    const rows = page.locator('[data-admin-table][data-hydrated] tbody tr[data-row-id]');
    await rows.first().waitFor();
    const russian = page
      .getByRole('group', { name: /Interface language|Язык интерфейса/ })
      .getByRole('button', { name: 'ru', exact: true });
    if ((await russian.getAttribute('aria-pressed')) !== 'true') await russian.click();
    await expect.poll(() => russian.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByRole('heading', { name: 'Показатели по дням' }).count()).toBeGreaterThan(0);
    await expect.poll(() => rows.filter({ hasText: 'Просмотры страниц' }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.title()).not.toBe('');
    expect((await axe(page, undefined, ['serious', 'critical'])).join('\n')).toBe('');
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await animationsSettled(page);
      await page.screenshot({ path: `${SCREENSHOTS}/admin-analytic-metrics-ru-${width}.png` });
      expect((await axe(page, undefined, ['serious', 'critical'])).join('\n')).toBe('');
    }
  });
});
