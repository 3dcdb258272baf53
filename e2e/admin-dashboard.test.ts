import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LANGUAGE_COOKIE } from '../src/shared/admin/admin-language';
import { rbacPaths } from '../src/shared/rbac-paths';
import { axe, E2E_SECRET_KEY, startProduct, type StartedProduct } from './product';

// The admin's dashboard on the seeded site, in Russian, with two donations recorded as received outside the site.
let product: StartedProduct;
let baseUrl: string;
let page: Page;

const SCREENSHOTS = 'e2e/screenshots';
const DAY_MS = 86_400_000;

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

/** A new donor gives the seeded donation (which makes them a friend), paid by hand `daysAgo` days ago. */
async function donation(donationId: string, daysAgo: number) {
  const { jwt } = await api<{ jwt: string }>('POST', '/api/rbac/subjects/authentication/email-and-password/registration', {
    login: `dashboard-${daysAgo}-${Date.now()}@example.com`,
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
    paidAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
    note: 'Банковский перевод',
  });
}

beforeAll(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
  product = await startProduct();
  baseUrl = product.baseUrl;
  const [friend] = await where<{ id: string }>('/api/rbac/roles', 'slug', 'friend');
  const [tie] = await where<{ ecommerceModuleProductId: string }>(
    '/api/rbac/roles-to-ecommerce-module-products',
    'roleId',
    friend!.id,
  );
  await donation(tie!.ecommerceModuleProductId, 0);
  await donation(tie!.ecommerceModuleProductId, 3);
  const context = await product.browser.newContext({ locale: 'ru-RU', viewport: { width: 1366, height: 900 } });
  await context.addCookies([{ name: ADMIN_LANGUAGE_COOKIE, value: 'ru', url: baseUrl }]);
  page = await context.newPage();
}, 180_000);

afterAll(() => product?.stop());

describe('the admin dashboard', () => {
  it('opens the admin in Russian with the figures the API gives, each linking to its records, the menu one click away', async () => {
    await page.goto(`${baseUrl}${rbacPaths('en').signIn}`);
    await page.getByLabel('Email', { exact: true }).fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('e2e-admin-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl}${rbacPaths('en').home}`);

    await page.goto(`${baseUrl}/admin?period=30d`);
    await page.getByRole('heading', { level: 1, name: 'Сводка' }).waitFor();
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 29 * DAY_MS).toISOString().slice(0, 10);
    const figures = await api<{ raised: { donors: number; currencies: { invoices: number }[] }; crmRequests: number }>(
      'GET',
      `/api/analytic/dashboard?from=${from}&to=${today}`,
    );
    expect(figures.raised.donors).toBeGreaterThanOrEqual(2);
    const card = (name: string) =>
      page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name, exact: true }) });
    expect(await card('Жертвователи').textContent()).toContain(String(figures.raised.donors));
    expect(await card('Заявки с форм').textContent()).toContain(String(figures.crmRequests));
    await expect.poll(() => card('Собрано').textContent()).toMatch(/₽/);
    // The chart is drawn, described for those who do not see it, and its figures are a table too.
    const chart = page.locator('[data-slot="chart"][role="img"]').first();
    await chart.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await chart.getAttribute('aria-label')).toMatch(/^Столбчатая диаграмма/);

    const violations = async () => {
      await expect.poll(() => page.title()).not.toBe('');
      return (await axe(page, undefined, ['serious', 'critical'])).join('\n');
    };
    expect(await violations()).toBe('');
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      expect(await violations()).toBe('');
      await page.screenshot({ path: `${SCREENSHOTS}/admin-dashboard-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    // The money links to the paid invoices of the period.
    await card('Собрано').getByRole('link', { name: 'Открыть записи' }).click();
    await page.waitForURL(/\/admin\/billing\/invoices\?/);
    expect(new URL(page.url()).searchParams.getAll('f')).toContain('status~eq~paid');
    await page.goBack();
    await page.getByRole('link', { name: 'Все разделы' }).click();
    await page.waitForURL(`${baseUrl}/admin/menu`);
    await page.getByRole('navigation', { name: 'Меню админки' }).getByRole('heading', { name: 'Пожертвования' }).waitFor();
  });
});
