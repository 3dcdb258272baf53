import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rbacDictionary } from '../src/components/rbac/dictionary';
import type { Language } from '../src/shared/languages';
import { SUBJECT_JWT_COOKIE } from '../src/shared/session-cookies';
import { analyticDictionary } from '../src/widgets/analytic/dictionary';
import { billingDictionary } from '../src/widgets/billing/dictionary';
import { ECOMMERCE_DICTIONARY } from '../src/widgets/ecommerce/dictionary';
import { animationsSettled, axe, E2E_SECRET_KEY, startProduct, type StartedProduct } from './product';

// The widget variants issue 33 added, each on a page composed through the API, as a visitor and as a donor meet them.
let product: StartedProduct;
let baseUrl: string;
let browser: Browser;

const SCREENSHOTS = 'e2e/screenshots';
const WIDTHS = [1366, 390] as const;
const LANGUAGES: readonly Language[] = ['ru', 'en'];
const PROJECT = 'st-nicholas-church-kumzhevo';
const ACCOUNT_PAGE = '/e2e-my-account';
const DONATION_PAGE = '/e2e-donations';
const FIGURES_PAGE = '/e2e-figures';

beforeAll(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
  product = await startProduct();
  baseUrl = product.baseUrl;
  browser = product.browser;
}, 120_000);

afterAll(() => product?.stop());

type Row = Record<string, unknown> & { id: string };

/** A call beside the browser: with the secret key, or as the subject of `jwt`. */
async function api<T = Row>(method: string, path: string, data?: unknown, jwt?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(jwt ? { authorization: `Bearer ${jwt}` } : { 'x-rbac-secret-key': E2E_SECRET_KEY }),
    },
    body: data === undefined ? undefined : JSON.stringify({ data }),
  });
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

const whereEquals = (column: string, value: string) =>
  `filters[and][0][column]=${column}&filters[and][0][method]=eq&filters[and][0][value]=${encodeURIComponent(value)}`;

/** A page at `url` holding, in order, one widget of each module given (its fields as given), each in a host widget. */
async function composePage(url: string, widgets: [module: string, fields: Record<string, unknown>][]) {
  const page = await api('POST', '/api/host/pages', { url, adminTitle: url, title: url });
  for (const [index, [module, fields]] of widgets.entries()) {
    const widget = await api('POST', `/api/${module}/widgets`, { adminTitle: `${module} e2e`, ...fields });
    const host = await api('POST', '/api/host/widgets', { adminTitle: `${module} e2e` });
    await api('POST', '/api/host/widgets-to-external-widgets', {
      widgetId: host.id,
      externalModule: module,
      externalWidgetId: widget.id,
    });
    await api('POST', '/api/host/pages-to-widgets', { pageId: page.id, widgetId: host.id, orderIndex: index });
  }
}

/** A registered donor: their access token and subject id. */
async function register(login: string): Promise<{ id: string; jwt: string }> {
  const { jwt } = await api<{ jwt: string }>('POST', '/api/rbac/subjects/authentication/email-and-password/registration', {
    login,
    password: 'correct horse battery',
  });
  const me = await api<{ id: string }>('GET', '/api/rbac/subjects/authentication/me', undefined, jwt);
  return { id: me.id, jwt };
}

/** A donation of one share of the project, checked out at the dummy provider and paid: its order's id. */
async function paidDonation(donor: { id: string; jwt: string }, login: string): Promise<string> {
  const [project] = await api<Row[]>('GET', `/api/ecommerce/products?${whereEquals('slug', PROJECT)}`);
  const [rub] = await api<Row[]>('GET', `/api/billing/currencies?${whereEquals('slug', 'rub')}`);
  const orders = `/api/rbac/subjects/${donor.id}/ecommerce-module/orders`;
  const order = await api(
    'POST',
    orders,
    { productId: project!.id, quantity: 1, billingModule: { currency: { id: rub!.id } } },
    donor.jwt,
  );
  const checkout = await api<{ billingModule: { invoices: { id: string }[] } }>(
    'POST',
    `${orders}/checkout`,
    { provider: 'dummy', email: login, ecommerceModule: { orders: [{ id: order.id }] } },
    donor.jwt,
  );
  await api(
    'POST',
    `/api/billing/invoices/${checkout.billingModule.invoices[0]!.id}/dummy-payment`,
    { outcome: 'paid' },
    donor.jwt,
  );
  return order.id;
}

/** A page of a browser context of its own, signed in as `jwt` when given. */
async function visitor(jwt?: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1366, height: 900 } });
  if (jwt) await context.addCookies([{ name: SUBJECT_JWT_COOKIE, value: jwt, url: baseUrl }]);
  return context.newPage();
}

/** At each width: the page at `path` once `ready` shows, a full-page screenshot, and axe's serious or critical findings. */
async function keep(page: Page, name: string, path: string, ready: (page: Page) => Promise<unknown>) {
  const failures: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`${baseUrl}${path}`);
    await ready(page);
    await animationsSettled(page);
    await page.screenshot({ path: `${SCREENSHOTS}/variants-${name}-${width}.png`, fullPage: true });
    failures.push(...(await axe(page, undefined, ['serious', 'critical'])).map((found) => `${width}: ${found}`));
    // Nothing wider than the screen: no sideways scrolling at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${width}`).toBe(
      true,
    );
  }
  return failures;
}

const NOBODYS_ORDER = '0b7f3a52-9c1e-4f7a-8d2b-5e6f7a8b9c0d';

describe('the widget variants drawn for their visitors', () => {
  beforeAll(async () => {
    await composePage(ACCOUNT_PAGE, [
      [
        'startup',
        {
          subtitle: { ru: 'О фонде', en: 'About the foundation' },
          title: { ru: 'Сохраняем деревянные храмы Севера', en: 'We keep the wooden churches of the North' },
          description: {
            ru: 'Фонд собирает пожертвования на реставрацию и ведёт работы вместе с местными жителями.',
            en: 'The foundation raises donations for restoration and works with the people who live there.',
          },
        },
      ],
      ['billing', { title: { ru: 'Мои платежи', en: 'My payments' } }],
      ['rbac', { variant: 'subject-identity-settings-default', title: { ru: 'Способы входа', en: 'Ways to sign in' } }],
    ]);
    await composePage(`${DONATION_PAGE}/[ecommerce.orders.id]`, [
      ['ecommerce', { variant: 'order-overview-default', title: { ru: 'Пожертвование', en: 'Donation' } }],
    ]);
  });

  it('a visitor who has not signed in reads the foundation’s words and is invited to sign in, in both languages', async () => {
    const page = await visitor();
    const failures: string[] = [];
    for (const language of LANGUAGES) {
      const billing = billingDictionary(language);
      const rbac = rbacDictionary(language);
      const shop = ECOMMERCE_DICTIONARY[language];
      // A new page may need a moment: its url was a cached 404 until the writes were announced.
      await expect.poll(async () => (await page.goto(`${baseUrl}/${language}${ACCOUNT_PAGE}`))?.status()).toBe(200);
      failures.push(
        ...(await keep(page, `signed-out-${language}`, `/${language}${ACCOUNT_PAGE}`, async (on) => {
          await on.getByRole('heading', { name: language === 'ru' ? 'Сохраняем деревянные храмы Севера' : 'We keep' }).waitFor();
          await on.locator('[data-billing-payments]').getByRole('link', { name: billing.signInToSeePayments }).waitFor();
          await on.locator('[data-subject-identity-settings]').getByText(rbac.settings.notSignedIn).waitFor();
        })),
      );
      failures.push(
        ...(await keep(page, `order-signed-out-${language}`, `/${language}${DONATION_PAGE}/${NOBODYS_ORDER}`, (on) =>
          on.locator('[data-order-overview-widget]').getByRole('link', { name: shop.signInToSeeDonation }).waitFor(),
        )),
      );
    }
    expect(failures).toEqual([]);
    // Not an id of the database's form: no page.
    expect((await page.goto(`${baseUrl}/ru${DONATION_PAGE}/not-an-order`))?.status()).toBe(404);
    await page.context().close();
  });

  it('a donor sees their payments, their ways in and their donation’s page; another person sees no one else’s order', async () => {
    const login = `variants-${Date.now()}@example.com`;
    const donor = await register(login);
    const orderId = await paidDonation(donor, login);
    const page = await visitor(donor.jwt);
    const failures: string[] = [];
    for (const language of LANGUAGES) {
      const shop = ECOMMERCE_DICTIONARY[language];
      failures.push(
        ...(await keep(page, `donor-${language}`, `/${language}${ACCOUNT_PAGE}`, async (on) => {
          const payment = on.locator('[data-subject-payments] [data-donation]');
          await payment.filter({ hasText: shop.donationStatuses.paid }).waitFor();
          expect(await payment.count()).toBe(1);
          await on.locator('[data-subject-identity-settings] [data-testid=identity]').filter({ hasText: login }).waitFor();
        })),
      );
      failures.push(
        ...(await keep(page, `order-owner-${language}`, `/${language}${DONATION_PAGE}/${orderId}`, (on) =>
          on.locator('[data-order-overview] [data-donation=paid]').waitFor(),
        )),
      );
    }
    expect(failures).toEqual([]);
    await page.context().close();

    const other = await register(`variants-other-${Date.now()}@example.com`);
    const stranger = await visitor(other.jwt);
    for (const language of LANGUAGES) {
      await stranger.goto(`${baseUrl}/${language}${DONATION_PAGE}/${orderId}`);
      await stranger.locator('[data-order-not-found]').getByText(ECOMMERCE_DICTIONARY[language].donationNotFound).waitFor();
      expect(await stranger.locator('[data-donation]').count()).toBe(0);
    }
    await stranger.screenshot({ path: `${SCREENSHOTS}/variants-order-stranger-en-1366.png`, fullPage: true });
    await stranger.context().close();
  });
});

describe('the site’s own figures, and a donation’s page reached from «Мои пожертвования»', () => {
  /** What the daily metrics hold of `title` in `breakdown` today, as the figures sum them. */
  async function metric(title: string, breakdown: string): Promise<string> {
    const rows = await api<{ value: string }[]>(
      'GET',
      `/api/analytic/metrics?${whereEquals('title', title)}&filters[and][1][column]=breakdown&filters[and][1][method]=eq&filters[and][1][value]=${breakdown}`,
    );
    return String(rows.reduce((total, row) => total + Number(row.value), 0));
  }

  it('draws each analytic variant, a number with its words, in both languages; another person’s donation stays theirs', async () => {
    const login = `figures-${Date.now()}@example.com`;
    const donor = await register(login);
    const orderId = await paidDonation(donor, login);
    await api('POST', '/api/analytic/metrics/refresh-today');
    const [rub] = await api<Row[]>('GET', `/api/billing/currencies?${whereEquals('slug', 'rub')}`);
    await composePage(FIGURES_PAGE, [
      [
        'analytic',
        {
          variant: 'progress-default',
          metric: 'donations-amount',
          period: 'this-year',
          billingModuleCurrencyId: rub!.id,
          goal: '100000.00',
          subtitle: { ru: 'Цель года', en: 'This year’s goal' },
          title: { ru: 'Собрано на сайте с начала года', en: 'Raised on the site this year' },
        },
      ],
      ['analytic', { variant: 'figure-default', metric: 'donations', period: 'this-month' }],
      // No title: the words of what it counts; no currency: a sum in each currency given in.
      ['analytic', { metric: 'donations-amount' }],
    ]);
    const raised = await metric('donations-amount', 'rub');
    const donations = Number(await metric('donations', 'rub')) + Number(await metric('donations', 'eur'));
    expect(Number(raised)).toBeGreaterThan(0);

    const page = await visitor();
    const failures: string[] = [];
    for (const language of LANGUAGES) {
      const t = analyticDictionary(language);
      await expect.poll(async () => (await page.goto(`${baseUrl}/${language}${FIGURES_PAGE}`))?.status()).toBe(200);
      failures.push(
        ...(await keep(page, `figures-${language}`, `/${language}${FIGURES_PAGE}`, async (on) => {
          const figures = on.locator('[data-analytic-widget]');
          await expect.poll(() => figures.count()).toBe(3);
          // Each figure is a region named by its heading, the number under it.
          const progress = on.getByRole('region', {
            name: language === 'ru' ? 'Собрано на сайте с начала года' : 'Raised on the site this year',
            exact: true,
          });
          expect(Number(await progress.locator('[data-analytic-figure]').getAttribute('data-analytic-figure'))).toBe(
            Number(raised),
          );
          const told = await progress.getByRole('progressbar', { name: t.progress }).getAttribute('aria-valuetext');
          expect(told?.replace(/\s/g, ' ')).toContain(language === 'ru' ? 'из 100 000,00 ₽' : 'of 100,000.00 ₽');
          const count = on.getByRole('region', { name: `${t.metrics.donations} ${t.periods['this-month']}`, exact: true });
          expect((await count.locator('[data-analytic-figure]').textContent())?.trim()).toBe(String(donations));
          const sums = on.getByRole('region', { name: t.metrics['donations-amount'], exact: true });
          expect(Number(await sums.locator('[data-analytic-figure]').first().getAttribute('data-analytic-figure'))).toBe(
            Number(raised),
          );
        })),
      );
    }
    // The seeded /about: this year's sum in roubles towards its goal (the friends made, still none, take no room).
    for (const language of LANGUAGES)
      failures.push(
        ...(await keep(page, `about-figures-${language}`, `/${language}/about`, async (on) => {
          await on.locator('[data-analytic-widget=donations-amount] [data-analytic-goal]').waitFor();
          expect(await on.locator('[data-analytic-widget=new-friends]').count()).toBe(0);
        })),
      );
    expect(failures).toEqual([]);
    await page.context().close();

    // The seeded «Мои пожертвования»: the donation's date links to its own page, which shows it to its donor.
    const own = await visitor(donor.jwt);
    for (const language of LANGUAGES) {
      await own.setViewportSize({ width: 390, height: 844 });
      await own.goto(`${baseUrl}/${language}/ecommerce/orders`);
      const link = own.locator('[data-donation=paid] [data-donation-page]');
      await link.waitFor();
      await own.screenshot({ path: `${SCREENSHOTS}/variants-seeded-donations-${language}-390.png`, fullPage: true });
      await link.click();
      await own.waitForURL(`${baseUrl}/${language}/ecommerce/orders/${orderId}`);
      await own.locator('[data-order-overview] [data-donation=paid]').waitFor();
      await own.screenshot({ path: `${SCREENSHOTS}/variants-seeded-order-${language}-390.png`, fullPage: true });
      failures.push(...(await axe(own, undefined, ['serious', 'critical'])));
    }
    expect(failures).toEqual([]);
    await own.context().close();

    const other = await register(`figures-other-${Date.now()}@example.com`);
    const stranger = await visitor(other.jwt);
    for (const language of LANGUAGES) {
      await stranger.goto(`${baseUrl}/${language}/ecommerce/orders/${orderId}`);
      await stranger.locator('[data-order-not-found]').getByText(ECOMMERCE_DICTIONARY[language].donationNotFound).waitFor();
      expect(await stranger.locator('[data-donation]').count()).toBe(0);
    }
    await stranger.context().close();
  });
});
