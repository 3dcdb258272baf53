import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LANGUAGE_COOKIE } from '../src/shared/admin/admin-language';
import { presetPeriod } from '../src/shared/dashboard-period';
import { rbacPaths } from '../src/shared/rbac-paths';
import { DAY_MS } from '../src/shared/utc-day';
import { animationsSettled, axe, E2E_SECRET_KEY, startProduct, type StartedProduct } from './product';

// The admin's dashboard on the seeded site, in Russian, with donations recorded as received outside the site and page
// views counted from a person's browser, read in a browser far east of UTC (Vladivostok, UTC+10): the links' lists hold
// exactly what the figures count.
let product: StartedProduct;
let baseUrl: string;
let page: Page;

const SCREENSHOTS = 'e2e/screenshots';
/** A person's Chromium: the headless one says `HeadlessChrome`, which the page-view counter takes for a robot. */
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

async function api<T>(method: string, path: string, data?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    // A subject's own call goes with its token alone: the secret key would stand for no one.
    headers: {
      'content-type': 'application/json',
      ...(headers.authorization ? {} : { 'x-rbac-secret-key': E2E_SECRET_KEY }),
      ...headers,
    },
    body: data === undefined ? undefined : JSON.stringify({ data }),
  });
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

const where = <T>(path: string, column: string, value: string) =>
  api<T[]>(
    'GET',
    `${path}?${new URLSearchParams({
      'filters[and][0][column]': column,
      'filters[and][0][method]': 'eq',
      'filters[and][0][value]': value,
    })}`,
  );

/** A new donor gives the seeded donation (which makes them a friend), paid by hand at `paidAt`. */
async function donation(donationId: string, paidAt: Date) {
  const { jwt } = await api<{ jwt: string }>('POST', '/api/rbac/subjects/authentication/email-and-password/registration', {
    login: `dashboard-${paidAt.getTime()}@example.com`,
    password: 'correct horse battery',
  });
  const { id: donorId } = await api<{ id: string }>('GET', '/api/rbac/subjects/authentication/me', undefined, {
    authorization: `Bearer ${jwt}`,
  });
  const order = await api<{ id: string }>('POST', `/api/rbac/subjects/${donorId}/ecommerce-module/orders`, {
    productId: donationId,
  });
  const { due } = await api<{ due: { amount: string } }>('GET', `/api/ecommerce/orders/${order.id}/payments`);
  await api('POST', `/api/ecommerce/orders/${order.id}/offline-payment`, {
    amount: due.amount,
    paidAt: paidAt.toISOString(),
    note: 'Банковский перевод',
  });
}

beforeAll(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
  product = await startProduct({ env: { ANALYTIC_FLUSH_SECONDS: '1' } });
  baseUrl = product.baseUrl;
  const [friend] = await where<{ id: string }>('/api/rbac/roles', 'slug', 'friend');
  const [tie] = await where<{ ecommerceModuleProductId: string }>(
    '/api/rbac/roles-to-ecommerce-module-products',
    'roleId',
    friend!.id,
  );
  await donation(tie!.ecommerceModuleProductId, new Date());
  await donation(tie!.ecommerceModuleProductId, new Date(Date.now() - 3 * DAY_MS));
  // Two hours before the 30 days' first UTC midnight: not counted, though it is after that day's midnight in Vladivostok.
  const { from } = presetPeriod('30d', new Date());
  await donation(tie!.ecommerceModuleProductId, new Date(Date.parse(`${from}T00:00:00Z`) - 2 * 3_600_000));
  // A request the team is answering, and one it closed: only the first is open.
  for (const [status, adminTitle] of [
    ['in-progress', 'Заявка в работе'],
    ['done', 'Закрытая заявка'],
  ])
    await api('POST', '/api/crm/requests', { adminTitle, status });
  for (const path of ['/ru/donate', '/ru/donate', '/en/donate', '/ru/about'])
    expect((await fetch(`${baseUrl}${path}`, { headers: { 'user-agent': PERSON } })).status).toBe(200);
  const context = await product.browser.newContext({
    locale: 'ru-RU',
    timezoneId: 'Asia/Vladivostok',
    viewport: { width: 1366, height: 900 },
  });
  await context.addCookies([{ name: ADMIN_LANGUAGE_COOKIE, value: 'ru', url: baseUrl }]);
  page = await context.newPage();
}, 180_000);

afterAll(() => product?.stop());

/** A day's UTC midnight as the dashboard's links write it, URL-encoded as their filters are. */
const utcText = (day: string) => encodeURIComponent(`${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)} 00:00 UTC`);

describe('the admin dashboard', () => {
  it('opens the admin in Russian with the figures the API gives, each linking to its records, the menu one click away', async () => {
    await page.goto(`${baseUrl}${rbacPaths('en').signIn}`);
    await page.getByLabel('Email', { exact: true }).fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('e2e-admin-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl}${rbacPaths('en').home}`);

    await page.goto(`${baseUrl}/admin?period=30d`);
    await page.getByRole('heading', { level: 1, name: 'Сводка' }).waitFor();
    const { from, to } = presetPeriod('30d', new Date());
    const read = () =>
      api<{
        raised: { donors: number; currencies: { invoices: number }[] };
        crmRequests: { open: number; received: number };
        pageViews: { total: number; top: { path: string; views: number }[] };
        conversion: { paths: string[]; views: number; paid: number };
      }>('GET', `/api/analytic/dashboard?from=${from}&to=${to}`);
    // The views are added every second: the page is read once they all are.
    await expect.poll(async () => (await read()).conversion.views, { timeout: 20_000 }).toBe(3);
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: 'Сводка' }).waitFor();
    const figures = await read();
    expect(figures.raised.donors).toBeGreaterThanOrEqual(2);
    expect(figures.conversion).toMatchObject({ paths: ['/en/donate', '/ru/donate'], views: 3 });
    expect(figures.conversion.paid).toBe(figures.raised.currencies.reduce((sum, currency) => sum + currency.invoices, 0));
    expect(figures.pageViews.top).toContainEqual({ path: '/ru/donate', language: 'ru', views: 2 });
    const card = (name: string) =>
      page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name, exact: true }) });
    const number = (value: number) => new Intl.NumberFormat('ru').format(value);
    expect(await card('Жертвователи').textContent()).toContain(String(figures.raised.donors));
    expect(await card('Открытые заявки').textContent()).toContain(String(figures.crmRequests.open));
    expect(await card('Просмотры страниц').textContent()).toContain(number(figures.pageViews.total));
    expect(await card('Страница пожертвований → оплата').textContent()).toMatch(/на 3 просмотра страницы пожертвований/);
    await card('Популярные страницы').getByRole('link', { name: '/ru/donate' }).waitFor();
    await expect.poll(() => card('Собрано').textContent()).toMatch(/₽/);
    // The chart is drawn, described for those who do not see it, and its figures are a table too.
    const chart = page.locator('[data-slot="chart"][role="img"]').first();
    await chart.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await chart.getAttribute('aria-label')).toMatch(/^Столбчатая диаграмма/);
    const views = card('Просмотры по дням').locator('[data-slot="chart"][role="img"]');
    await views.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await views.getAttribute('aria-label')).toMatch(/^Столбчатая диаграмма: сколько раз открывали страницы/);

    const violations = async () => {
      await expect.poll(() => page.title()).not.toBe('');
      return (await axe(page, undefined, ['serious', 'critical'])).join('\n');
    };
    expect(await violations()).toBe('');
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await animationsSettled(page);
      expect(await violations()).toBe('');
      await page.screenshot({ path: `${SCREENSHOTS}/admin-dashboard-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    // The money links to the paid invoices of the period, as counted: over UTC days, none owed back; the list holds
    // exactly as many as the figure, though the browser's midnight is ten hours before UTC's.
    const paid = figures.raised.currencies.reduce((sum, currency) => sum + currency.invoices, 0);
    await card('Собрано').getByRole('link', { name: 'Открыть записи' }).click();
    await page.waitForURL(/\/admin\/billing\/invoices\?/);
    expect(new URL(page.url()).searchParams.getAll('f')).toEqual(
      expect.arrayContaining(['status~eq~paid', 'refundDue~eq~false', `paidAt~gte~${utcText(from)}`]),
    );
    await expect.poll(() => page.locator('table tbody tr').count(), { timeout: 15_000 }).toBe(paid);
    await page.goBack();
    // The donate page's views link to the rows that add up to them.
    await card('Страница пожертвований → оплата').getByRole('link', { name: 'Просмотры страницы пожертвований' }).click();
    await page.waitForURL(/\/admin\/analytic\/metrics\?/);
    await expect.poll(() => page.locator('table tbody tr').count(), { timeout: 15_000 }).toBe(2);
    await page.goBack();
    // The open requests: those received or in progress, named in Russian.
    expect(figures.crmRequests.open).toBeGreaterThanOrEqual(1);
    await card('Открытые заявки').getByRole('link', { name: 'Ждут ответа' }).click();
    await page.waitForURL(/\/admin\/crm\/requests\?/);
    await expect.poll(() => page.locator('table tbody tr').count(), { timeout: 15_000 }).toBe(figures.crmRequests.open);
    await page.getByRole('cell', { name: 'В работе', exact: true }).first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/admin-dashboard-open-requests-1366.png` });
    await page.goBack();
    await page.getByRole('link', { name: 'Все разделы' }).click();
    await page.waitForURL(`${baseUrl}/admin/menu`);
    await page.getByRole('navigation', { name: 'Меню админки' }).getByRole('heading', { name: 'Пожертвования' }).waitFor();
  });
});
