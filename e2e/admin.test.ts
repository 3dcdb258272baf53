import { mkdir, readFile } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rbacPaths } from '../src/shared/rbac-paths';
import { animationsSettled, axe, E2E_SECRET_KEY, startProduct, type StartedProduct } from './product';

// The generic admin of the started product, in Chromium, as the administrator the first start creates.
let product: StartedProduct;
let baseUrl: string;
let context: BrowserContext;
let page: Page;

const SCREENSHOTS = 'e2e/screenshots';
const WIDTHS = [1366, 390] as const;

/** Every screen the test passes is kept at both widths, for people to look at, with `subject` scrolled into view. */
async function keep(name: string, subject?: Locator) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // Laid out again at the new width, and nothing moving (a dialog's or a toast's animation).
    await animationsSettled(page);
    await subject?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/admin-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * Serious or critical axe violations on the page, or inside `selector`, that stay. Next.js streams a page's metadata,
 * after a soft navigation too (a column shown or hidden is one: it is in the URL): the <title> may be missing for a
 * moment after the rows are there, so axe reads the page again until it finds nothing or its wait ends.
 */
async function seriousViolations(selector?: string) {
  let violations = '';
  await expect
    .poll(async () => (violations = (await axe(page, selector, ['serious', 'critical'])).join('\n')))
    .toBe('')
    .catch(() => undefined);
  return violations;
}

type Record_ = Record<string, unknown> & { id: string };

/** A call beside the browser, as another program (or another tab) would make it: with the secret key. */
async function api<T = Record_>(method: string, path: string, data?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-rbac-secret-key': E2E_SECRET_KEY },
    body: data === undefined ? undefined : JSON.stringify({ data }),
  });
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** The table's rows once they answer: the server render shows them before its scripts have run. */
const rows = () => page.locator('[data-admin-table][data-hydrated] tbody tr[data-row-id]');
const dialog = () => page.getByRole('dialog').last();
const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

beforeAll(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
  product = await startProduct();
  baseUrl = product.baseUrl;
  context = await product.browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
}, 120_000);

afterAll(() => product?.stop());

describe('the generic admin', () => {
  it('is only for administrators: anyone else gets the sign-in page, and the API refuses them', async () => {
    const visitor = await product.browser.newPage();
    await visitor.goto(`${baseUrl}/admin/host/pages`);
    // In the visitor's language (this browser asks for English).
    expect(new URL(visitor.url()).pathname).toBe(rbacPaths('en').signIn);
    // Signing in brings them back to the screen they asked for.
    expect(new URL(visitor.url()).searchParams.get('returnTo')).toBe('/admin/host/pages');
    const answer = await visitor.request.post(`${baseUrl}/api/host/layouts`, { data: { data: { title: 'x' } } });
    expect(answer.status()).toBe(401);
    await visitor.close();
  });

  it('signs the administrator in, shows the menu by task and every module under all models', async () => {
    const paths = rbacPaths('en');
    await page.goto(`${baseUrl}${paths.signIn}`);
    await page.getByLabel('Email', { exact: true }).fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('e2e-admin-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl}${paths.home}`);

    // The dashboard opens the admin; the menu is one click away.
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('link', { name: 'All sections' }).click();
    await page.waitForURL(`${baseUrl}/admin/menu`);
    const menu = page.getByRole('main').getByRole('navigation', { name: 'Admin menu' });
    await expect
      .poll(() => menu.getByRole('heading').allTextContents())
      .toEqual(['Donations', 'People', 'Site content', 'Forms', 'Messages', 'Statistics', 'Settings']);
    // Link tables are not in the menu: they are reached from their parents' forms and from all models.
    expect(await menu.getByRole('link', { name: /Pages to/ }).count()).toBe(0);
    expect(await seriousViolations()).toBe('');
    await keep('admin-menu');
    await menu.getByRole('link', { name: 'All models' }).click();
    await page.waitForURL(`${baseUrl}/admin/models`);
    const models = page.getByRole('region', { name: 'Models' });
    await expect.poll(() => models.getByRole('link').count()).toBeGreaterThan(80);
    await page.getByLabel('Filter models').fill('pages to');
    await expect
      .poll(() => models.getByRole('link').allTextContents())
      .toEqual(['Pages to layouts', 'Pages to metadata', 'Pages to widgets']);
    await page.getByLabel('Filter models').fill('');
    expect(await seriousViolations()).toBe('');
    await keep('model-browser');
    // The command palette jumps to any entity.
    await page.keyboard.press('Control+k');
    await dialog().getByRole('combobox').fill('layouts to widgets');
    await keep('command-palette');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/admin/host/layouts-to-widgets`);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/admin/models`);
    await page.goto(`${baseUrl}/admin/menu`);
    await menu.getByRole('link', { name: 'Pages', exact: true }).click();
    await page.waitForURL(`${baseUrl}/admin/host/pages`);
    await rows().first().waitFor();
    expect(await seriousViolations()).toBe('');
    await keep('table');
  });

  it("renders a table's first page on the server, related labels too, and shows times in the browser's own zone", async () => {
    // In the HTML itself, before any script: the rows and the labels of the records they point at.
    const html = await (await context.request.get(`${baseUrl}/admin/host/pages-to-widgets`)).text();
    expect(html).toMatch(/<tr[^>]*data-row-id="[0-9a-f-]{36}"/);
    expect(html).toContain('Home: slider');

    // A browser far from the server's UTC: hydration keeps the server's rows without a mismatch, then its own time.
    const far = await product.browser.newContext({ timezoneId: 'Asia/Vladivostok' });
    await far.addCookies(await context.cookies());
    const farPage = await far.newPage();
    const problems: string[] = [];
    farPage.on('pageerror', (error) => problems.push(error.message));
    farPage.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const reads: string[] = [];
    farPage.on('request', (request) => {
      if (request.url().includes('/api/trpc/')) reads.push(request.url());
    });
    const [pageRecord] = await api<Record_[]>('GET', '/api/host/pages?limit=1');
    await farPage.goto(`${baseUrl}/admin/host/pages`);
    const row = farPage.locator(`[data-admin-table][data-hydrated] tr[data-row-id="${pageRecord!.id}"]`);
    const localTime = await farPage.evaluate((iso) => {
      const date = new Date(iso);
      const two = (value: number) => String(value).padStart(2, '0');
      return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
    }, String(pageRecord!.updatedAt));
    await expect.poll(() => row.innerText()).toContain(localTime);
    // The first page, its count and its labels came with the HTML: the browser asked the server for none of them.
    expect(reads.filter((url) => url.includes('host.pages.'))).toEqual([]);
    expect(problems).toEqual([]);
    await far.close();
  });

  it('creates a page, attaches two widgets through the nested table and reorders them', async () => {
    const widgets = [
      await api('POST', '/api/host/widgets', { adminTitle: 'e2e first widget', title: { en: 'First' } }),
      await api('POST', '/api/host/widgets', { adminTitle: 'e2e second widget', title: { en: 'Second' } }),
    ];
    await page.getByRole('button', { name: 'Add new' }).click();
    await dialog().getByLabel('Url').fill('/e2e-about');
    await dialog().getByLabel('Title', { exact: true }).fill('About the foundation');
    expect(await seriousViolations('[role="dialog"]')).toBe('');
    await keep('create-form');
    await dialog().getByRole('button', { name: 'Create' }).click();
    await toast('Created successfully').waitFor();
    // The new record's own address: the dialog now edits it, with its nested tables.
    await page.waitForURL(/open=[0-9a-f-]{36}/);
    const nested = dialog().getByRole('region', { name: /Pages to widgets/ });
    for (const widget of widgets) {
      await nested.getByRole('combobox').click();
      await page
        .getByPlaceholder(/Search/)
        .last()
        .fill(widget.adminTitle as string);
      await page.getByRole('option', { name: new RegExp(widget.adminTitle as string) }).click();
      await expect.poll(() => nested.locator('li[data-row-id]').count()).toBe(widgets.indexOf(widget) + 1);
    }
    const order = () => nested.locator('li[data-row-id]').allTextContents();
    // A row is counted as soon as it is there; its title may render a moment later.
    await expect.poll(async () => (await order()).map((text) => /First|Second/.exec(text)?.[0])).toEqual(['First', 'Second']);
    await nested.getByRole('button', { name: /Move .*Second.* up/ }).click();
    await expect.poll(async () => (await order()).map((text) => /First|Second/.exec(text)?.[0])).toEqual(['Second', 'First']);
    expect(await seriousViolations('[role="dialog"]')).toBe('');
    await keep('nested-table', nested);
    // Reloading shows the same screen: the open record is in the URL, the order in the database.
    await page.reload();
    await expect.poll(async () => (await order()).map((text) => /First|Second/.exec(text)?.[0])).toEqual(['Second', 'First']);
    await page.keyboard.press('Escape');
  });

  it("edits a widget's multilingual title in both languages", async () => {
    await page.goto(`${baseUrl}/admin/host/widgets?q=${encodeURIComponent('e2e first')}`);
    await expect.poll(() => rows().count()).toBe(1);
    await rows().first().getByRole('button', { name: /^Edit/ }).click();
    const form = dialog();
    await form.getByRole('tab', { name: /^ru/i }).first().click();
    await form.getByRole('tabpanel').first().getByRole('textbox').fill('Первый');
    await keep('multilingual');
    await page.keyboard.press('Control+s');
    const title = async () =>
      (
        await api<Record_[]>(
          'GET',
          '/api/host/widgets?filters[and][0][column]=adminTitle&filters[and][0][method]=eq&filters[and][0][value]=e2e%20first%20widget',
        )
      )[0]!.title;
    await expect.poll(title).toEqual({ en: 'First', ru: 'Первый' });
    await page.keyboard.press('Escape');
  });

  it("edits what the site shows from the page's own form: its metadata and its widgets' text, in place", async () => {
    await page.goto(`${baseUrl}/admin/host/pages?q=contacts`);
    await expect.poll(() => rows().count()).toBe(1);
    await rows().first().getByRole('button', { name: /^Edit/ }).click();
    const form = dialog();
    // The page's metadata rows are its metadata records, with their descriptions; the pencil edits the record itself.
    const metadata = form.getByRole('region', { name: /Pages to metadata/ });
    const russian = metadata.locator('li[data-row-id]').filter({ hasText: 'Контакты — Фонд «Венец»' });
    await russian.getByText(/реквизиты фонда/).waitFor();
    await keep('page-metadata', metadata);
    await russian.getByRole('button', { name: /^Edit/ }).click();
    const metadataForm = dialog();
    await metadataForm
      .getByLabel(/^Title/)
      .first()
      .fill('Написать фонду');
    await metadataForm.getByRole('button', { name: 'Save', exact: true }).click();
    await toast('Updated successfully').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => metadata.locator('li[data-row-id]').first().textContent()).toMatch(/^1Написать фонду/);

    // A widget row opens the host widget, whose module widget row opens the widget the site draws.
    const widgets = form.getByRole('region', { name: /Pages to widgets/ });
    await widgets
      .locator('li[data-row-id]')
      .filter({ hasText: 'Contacts: heading' })
      .getByRole('button', { name: /^Edit/ })
      .click();
    const embedded = dialog().getByRole('region', { name: /Widgets to external widgets/ });
    await embedded.locator('li[data-row-id]').filter({ hasText: 'Contacts: heading' }).waitFor();
    expect(await seriousViolations('[role="dialog"]')).toBe('');
    await keep('page-widget', embedded);
    await embedded.getByRole('button', { name: /^Edit/ }).click();
    const widgetForm = dialog();
    await widgetForm.getByRole('tab', { name: /^ru/i }).first().click();
    await widgetForm.getByRole('tabpanel').first().getByRole('textbox').fill('Пишите и звоните');
    await widgetForm.getByRole('button', { name: 'Save', exact: true }).click();
    await toast('Updated successfully').waitFor();
    // One dialog closes at a time (the ones beneath are hidden from roles, so counted by attribute).
    for (let open = 3; open > 0; open -= 1) {
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('[role="dialog"]').count()).toBe(open - 1);
    }

    // The site shows both: the tab's title from the metadata, the heading from the widget.
    const visitor = await context.newPage();
    await expect
      .poll(
        async () => {
          await visitor.goto(`${baseUrl}/ru/contacts`);
          return [await visitor.title(), await visitor.getByRole('heading', { level: 1 }).first().textContent()];
        },
        { timeout: 30_000 },
      )
      .toEqual(['Написать фонду', 'Пишите и звоните']);
    await visitor.close();
  });

  it('finds the page by searching, and shows a validation error under its field', async () => {
    await page.goto(`${baseUrl}/admin/host/pages`);
    await page.getByLabel('Search').fill('e2e-about');
    await expect.poll(() => rows().count()).toBe(1);
    await expect.poll(() => page.url()).toContain('q=e2e-about');
    await rows().first().getByRole('button', { name: /^Edit/ }).click();
    const url = dialog().getByLabel('Url');
    await url.fill('');
    await dialog().getByRole('button', { name: 'Save' }).click();
    const describedBy = await url.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    await expect.poll(() => page.locator(`[id="${describedBy!.split(' ').at(-1)}"]`).textContent()).toBe('Must not be empty');
    expect(await url.getAttribute('aria-invalid')).toBe('true');
    await keep('validation-error', url);
    await page.keyboard.press('Escape');
  });

  it('says so when the record was changed in another tab, and lets the person choose', async () => {
    await page.goto(`${baseUrl}/admin/host/pages?q=e2e-about`);
    await expect.poll(() => rows().count()).toBe(1);
    const id = (await rows().first().getAttribute('data-row-id'))!;
    await rows().first().getByRole('button', { name: /^Edit/ }).click();
    await dialog().getByLabel('Description').waitFor();
    // Another tab saves first.
    const other = await context.newPage();
    await other.goto(`${baseUrl}/admin/host/pages?open=${id}`);
    await other.getByRole('dialog').getByLabel('Description').fill('Changed in the other tab');
    await other.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await other.locator('[data-sonner-toast]').filter({ hasText: 'Updated successfully' }).first().waitFor();
    await other.close();
    // This tab's save meets their version: a 409, said plainly, nothing overwritten.
    await dialog().getByLabel('Description').fill('Changed in this tab');
    await dialog().getByRole('button', { name: 'Save' }).click();
    const conflict = dialog().getByRole('alert').filter({ hasText: 'changed this record after you opened it' });
    await conflict.waitFor();
    expect((await api('GET', `/api/host/pages/${id}`)).description).toBe('Changed in the other tab');
    await keep('edit-conflict');
    await conflict.getByRole('button', { name: 'Overwrite with mine' }).click();
    await toast('Updated successfully').waitFor();
    await expect.poll(async () => (await api('GET', `/api/host/pages/${id}`)).description).toBe('Changed in this tab');
    await page.keyboard.press('Escape');
  });

  it('bulk-deletes two records, and deletes one after its confirmation', async () => {
    for (const title of ['e2e layout one', 'e2e layout two', 'e2e layout three'])
      await api('POST', '/api/host/layouts', { title, adminTitle: title });
    await page.goto(`${baseUrl}/admin/host/layouts?q=e2e%20layout`);
    await expect.poll(() => rows().count()).toBe(3);
    await rows().nth(0).getByRole('checkbox', { name: 'Select row' }).click();
    await rows().nth(1).getByRole('checkbox', { name: 'Select row' }).click();
    await page.getByRole('button', { name: 'Delete 2 selected' }).click();
    const confirmation = page.getByRole('alertdialog');
    await confirmation.getByText('Delete 2 records?').waitFor();
    await keep('bulk-delete');
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => rows().count()).toBe(1);

    await rows()
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click();
    const single = page.getByRole('alertdialog');
    await single.getByText('Delete?', { exact: true }).waitFor();
    await single.getByRole('button', { name: 'Cancel' }).waitFor();
    await keep('delete-confirmation');
    await single.getByRole('button', { name: 'Delete' }).click();
    await toast('Deleted successfully').waitFor();
    await page.getByText('No found items.').waitFor();
  });

  it("edits a product's prices in every currency, and shows an order's lines and totals as its lines change", async () => {
    const lamp = await api('POST', '/api/ecommerce/products', { adminTitle: 'e2e lamp', title: { en: 'Brass lamp' } });
    const book = await api('POST', '/api/ecommerce/products', { adminTitle: 'e2e book', title: { en: 'Guide book' } });
    const [rub] = await api<{ billingModuleCurrency: { id: string } }[]>('GET', `/api/ecommerce/products/${book.id}/prices`);
    await api('PUT', `/api/ecommerce/products/${book.id}/prices`, {
      prices: [{ billingModuleCurrencyId: rub!.billingModuleCurrency.id, amount: '0.10' }],
    });

    await page.goto(`${baseUrl}/admin/ecommerce/products?open=${lamp.id}`);
    const prices = page.getByRole('region', { name: 'Prices · ecommerce' });
    await prices.getByLabel('Price in ₽ rub').fill('4990.001');
    await prices.getByRole('button', { name: 'Save prices' }).click();
    await prices.getByText('Price must have at most 2 digits after the point').waitFor();
    await prices.getByLabel('Price in ₽ rub').fill('4990');
    await prices.getByRole('button', { name: 'Save prices' }).click();
    await toast('Updated successfully').waitFor();
    await expect.poll(() => prices.getByLabel('Price in ₽ rub').inputValue()).toBe('4990.00');
    expect(await seriousViolations('[role="dialog"]')).toBe('');
    await keep('product-prices', prices);

    const order = await api('POST', '/api/ecommerce/orders', { type: 'history' });
    await api('POST', '/api/ecommerce/orders-to-billing-module-currencies', {
      orderId: order.id,
      billingModuleCurrencyId: rub!.billingModuleCurrency.id,
    });
    for (const [product, quantity] of [
      [lamp, 2],
      [book, 3],
    ] as const)
      await api('POST', '/api/ecommerce/orders-to-products', { orderId: order.id, productId: product.id, quantity });
    await page.goto(`${baseUrl}/admin/ecommerce/orders?open=${order.id}`);
    const totals = page.getByRole('region', { name: 'Lines and totals · ecommerce' });
    // Amounts read as the site writes them, in the admin's language.
    await totals.getByText('9,980.30 ₽').waitFor();
    await keep('order-totals', totals);
    // Removing a line in the nested table below shows at once in the totals.
    await page
      .getByRole('region', { name: /Orders to products/ })
      .getByRole('button', { name: /^Remove Guide book/ })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    // The confirmation hides the rest of the page from the accessibility tree (and so from getByRole) while open.
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await expect.poll(() => totals.innerText()).not.toContain('Guide book');
    expect(await totals.getByText('9,980.00 ₽').count()).toBe(2);
  });

  it('speaks Russian when asked, apart from the content language, and finds records from anywhere with the palette', async () => {
    const soup = await api('POST', '/api/ecommerce/products', {
      adminTitle: 'e2e ukha',
      title: { en: 'Sea trout soup', ru: 'Кумжевая уха' },
    });
    await page.goto(`${baseUrl}/admin`);
    // Who is signed in, and the way out.
    await page.getByText('admin@example.com').waitFor();
    await page.getByRole('group', { name: 'Interface language' }).getByRole('button', { name: 'ru', exact: true }).click();
    await page.getByRole('navigation', { name: 'Меню админки' }).getByRole('heading', { name: 'Пожертвования' }).waitFor();
    await page.getByRole('button', { name: 'Выйти' }).waitFor();
    // The content language follows until chosen, and is chosen apart.
    const content = page.getByRole('group', { name: 'Язык содержимого' });
    expect(await content.getByRole('button', { name: 'ru', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await content.getByRole('button', { name: 'en', exact: true }).click();
    await expect.poll(() => content.getByRole('button', { name: 'en', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('navigation', { name: 'Меню админки' }).waitFor();
    expect(await seriousViolations()).toBe('');

    // Free text from /admin finds the product, titled in the content language, and opens its form.
    await page.keyboard.press('Control+k');
    await dialog().getByRole('combobox').fill('Кумжев');
    const option = page.getByRole('option', { name: /Sea trout soup/ });
    await option.waitFor();
    expect(await seriousViolations('[role="dialog"]')).toBe('');
    await keep('palette-everywhere-ru');
    await option.click();
    await page.waitForURL(new RegExp(`/admin/ecommerce/products\\?open=${soup.id}`));
    await dialog().getByRole('button', { name: 'Сохранить', exact: true }).waitFor();
    await keep('form-ru');
    await page.keyboard.press('Escape');

    // The palette's actions: create a record of the table shown.
    await page.keyboard.press('Control+k');
    await dialog().getByRole('combobox').fill('Создать');
    await page.getByRole('option', { name: /Создать: товар/ }).click();
    await page.waitForURL(/open=new/);
    // The empty form is open (its Escape handler with it) before it is closed.
    await dialog().getByRole('heading', { name: 'Новая запись: товар' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });

    // A table opens with what an editor reads first, in Russian; technical columns are one click away, and a name
    // nobody chose is marked as a placeholder.
    await api('POST', '/api/host/pages', { url: '/e2e-placeholder', title: 'Черновик' });
    await page.goto(`${baseUrl}/admin/host/pages?q=e2e-placeholder`);
    await expect.poll(() => rows().count()).toBe(1);
    const headers = async () =>
      (await page.locator('[data-admin-table] thead th').allTextContents()).map((text) => text.trim()).filter(Boolean);
    await expect
      .poll(headers)
      .toEqual([
        'Заголовок',
        'Название в админке',
        'Вариант',
        'Адрес страницы',
        'Описание',
        'Язык',
        'Создано',
        'Изменено',
        'Действия',
      ]);
    await rows().first().getByText('заглушка').waitFor();
    await page.getByRole('button', { name: /Столбцы/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Порядок' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(headers).toContain('Порядок');
    // The menu fades out after Escape: axe reads the table once it is gone (while it closes, the page is aria-hidden).
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await seriousViolations()).toBe('');
    await keep('table-ru');

    // Back to English for whoever comes next.
    await page.getByRole('group', { name: 'Язык интерфейса' }).getByRole('button', { name: 'en', exact: true }).click();
    await page.getByRole('button', { name: 'Add new' }).waitFor();
  });

  it('publishes a news post with a picture and a category, in Russian, and the home page shows it first', async () => {
    const title = 'Мельница в Мякишеве снова мелет';
    const slug = 'melnitsa-v-myakisheve-snova-melet';
    await page.goto(`${baseUrl}/admin/blog/articles`);
    await page.getByRole('group', { name: 'Interface language' }).getByRole('button', { name: 'ru', exact: true }).click();
    // Records read in Russian too (an earlier test may have chosen English content).
    await page.getByRole('group', { name: 'Язык содержимого' }).getByRole('button', { name: 'ru', exact: true }).click();
    await page.getByRole('button', { name: 'Добавить' }).click();
    const form = dialog();
    await form.getByRole('tab', { name: /^ru/i }).first().click();
    await form.getByRole('tabpanel').first().getByRole('textbox').fill(title);
    // The address follows the title, transliterated, until the editor writes one of their own.
    await expect.poll(() => form.getByLabel('Слаг (адрес)').inputValue()).toBe(slug);
    await form.getByRole('combobox', { name: 'Статус' }).click();
    await page.getByRole('option', { name: 'Черновик' }).click();
    await form.getByRole('button', { name: 'Создать' }).click();
    await toast('Создано').waitFor();
    await page.waitForURL(/open=[0-9a-f-]{36}/);
    const id = new URL(page.url()).searchParams.get('open')!;
    expect(await api('GET', `/api/blog/articles/${id}`)).toMatchObject({ slug, status: 'draft', publishedAt: null });

    // The picture is uploaded in the article's form, which stays open on the article.
    const pictures = form.getByRole('group', { name: 'Файлы' });
    await pictures
      .locator('input[type="file"]')
      .setInputFiles({ name: 'mill.jpg', mimeType: 'image/jpeg', buffer: await readFile('public/site/photos/forest-path.jpg') });
    await pictures.locator('li[data-row-id] img').waitFor();
    await expect.poll(() => form.getByLabel('Слаг (адрес)').inputValue()).toBe(slug);
    // A category is picked among the fields.
    const categories = form.getByRole('group', { name: 'Категории' });
    await categories.getByRole('combobox').click();
    await page.getByPlaceholder(/Поиск/).last().fill('Реставрация');
    await page
      .getByRole('option', { name: /Реставрация/ })
      .first()
      .click();
    await categories.locator('li[data-row-id]').filter({ hasText: 'Реставрация' }).waitFor();

    // Published now: dated today, and the home page's news block shows it first, with its picture.
    await form.getByRole('combobox', { name: 'Статус' }).click();
    await page.getByRole('option', { name: 'Опубликовано' }).click();
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await toast('Сохранено').waitFor();
    await expect.poll(async () => (await api('GET', `/api/blog/articles/${id}`)).status).toBe('published');
    expect((await api('GET', `/api/blog/articles/${id}`)).publishedAt).not.toBeNull();
    expect(await seriousViolations('[role="dialog"]')).toBe('');
    await keep('article-form-ru', pictures);
    await page.keyboard.press('Escape');
    await page.getByRole('group', { name: 'Язык интерфейса' }).getByRole('button', { name: 'en', exact: true }).click();

    const visitor = await product.browser.newPage();
    const card = visitor.locator(`[data-article-card="${slug}"]`);
    // The home page as a visitor loads it again and again: its cached copy goes once the write is announced.
    const onHome = () =>
      expect.poll(
        async () => {
          await visitor.goto(`${baseUrl}/ru`);
          return card.count();
        },
        { timeout: 30_000 },
      );
    await onHome().toBe(1);
    const news = visitor.locator('[data-article-list]').filter({ has: card });
    expect(await news.locator('[data-article-card]').first().getAttribute('data-article-card')).toBe(slug);
    await card.getByRole('link', { name: title }).waitFor();
    // The picture is lazy: in view, it loads.
    await card.scrollIntoViewIfNeeded();
    await expect
      .poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    expect(await axe(visitor, '[data-article-list]', ['serious', 'critical'])).toEqual([]);
    for (const width of WIDTHS) {
      await visitor.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      // The block's top just under the sticky navbar.
      await news.evaluate((list) => window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY - 96));
      await visitor.screenshot({ path: `${SCREENSHOTS}/site-home-news-ru-${width}.png` });
    }
    // A draft again is seen by no visitor: gone from the home page, and its address is the 404 page.
    await api('PATCH', `/api/blog/articles/${id}`, { status: 'draft' });
    await onHome().toBe(0);
    expect((await visitor.goto(`${baseUrl}/ru/blog/articles/${slug}`))!.status()).toBe(404);
    await visitor.close();
  });
});

describe('CRM requests', () => {
  it('reads an entry sent on the site as labelled answers, with its sender, in Russian', async () => {
    // A visitor sends «Напишите нам» on the Russian contacts page (the donate page's friend form became the monthly gift,
    // issue 29); a wrong email is refused under its field first.
    const visitor = await product.browser.newPage();
    await visitor.goto(`${baseUrl}/ru/contacts`);
    const form = visitor.locator('form[data-crm-form]');
    // Typed into only once its script runs: earlier keystrokes are not in the form's state.
    await visitor.locator('form[data-crm-form][data-hydrated]').waitFor();
    const email = form.getByRole('textbox', { name: 'Почта', exact: true });
    expect(await email.getAttribute('type')).toBe('email');
    await form.getByRole('textbox', { name: 'Имя', exact: true }).fill('Пётр');
    await email.fill('petr@');
    await form.getByRole('textbox', { name: 'Сообщение', exact: true }).fill('Хочу помочь летнему лагерю');
    await form.getByRole('button', { name: 'Отправить' }).click();
    await form.getByText('Введите корректный адрес электронной почты').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => visitor.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    expect((await axe(visitor, 'form[data-crm-form]', ['serious', 'critical'])).join('\n')).toBe('');
    for (const width of WIDTHS) {
      await visitor.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await form.scrollIntoViewIfNeeded();
      await visitor.screenshot({ path: `${SCREENSHOTS}/site-crm-email-refused-${width}.png` });
    }
    await email.fill('petr@example.com');
    await form.getByRole('button', { name: 'Отправить' }).click();
    await visitor.locator('[data-sonner-toast]').filter({ hasText: 'Форма успешно отправлена' }).first().waitFor();
    await visitor.close();

    const title = 'Напишите нам — Пётр, petr@example.com';
    const [request] = await api<Record_[]>(
      'GET',
      `/api/crm/requests?filters[and][0][column]=adminTitle&filters[and][0][method]=eq&filters[and][0][value]=${encodeURIComponent(title)}`,
    );
    expect(request).toBeDefined();
    // The team is told once, the answers labelled.
    const messages = await api<Record_[]>(
      'GET',
      '/api/notification/notifications?orderBy[and][0][column]=createdAt&orderBy[and][0][method]=desc&limit=20',
    );
    const told = messages.filter((message) => String(message.text).includes(request!.id));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ recipient: 'admin@example.com' });
    expect(String(told[0]!.text)).toMatch(/(Почта|Email): petr@example\.com/);

    // The administrator reads it in Russian: found by the sender's email, the email as a column, the answers under the
    // form's labels.
    await page.goto(`${baseUrl}/admin/crm/requests?q=petr%40example.com`);
    await page
      .getByRole('group', { name: /Interface language|Язык интерфейса/ })
      .getByRole('button', { name: 'ru', exact: true })
      .click();
    const content = page.getByRole('group', { name: 'Язык содержимого' });
    await content.getByRole('button', { name: 'ru', exact: true }).click();
    await expect.poll(() => content.getByRole('button', { name: 'ru', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => rows().count()).toBe(1);
    const headers = async () =>
      (await page.locator('[data-admin-table] thead th').allTextContents()).map((text) => text.trim()).filter(Boolean);
    await expect.poll(async () => (await headers()).slice(0, 4)).toEqual(['Почта', 'Сумма', 'Ответы', 'Название в админке']);
    expect(await headers()).not.toContain('Данные');
    const row = rows().first();
    await row.getByRole('link', { name: 'petr@example.com' }).waitFor();
    const answers = row.locator('[data-crm-answers]');
    const answerText = (await answers.textContent())?.replace(/[\u00a0\u202f]/g, ' ');
    for (const pair of ['Имя:Пётр', 'Почта:petr@example.com', 'Сообщение:Хочу помочь летнему лагерю'])
      expect(answerText).toContain(pair);
    await row.getByText(title).waitFor();
    expect(await seriousViolations()).toBe('');
    await keep('crm-requests-ru');

    // Its form: titled by who sent what, the answers read-only under their labels.
    await row.getByRole('button', { name: `Изменить ${title}` }).click();
    await page.waitForURL(new RegExp(`open=${request!.id}`));
    // A form entry is read, not edited: its dialog is titled by what it is.
    await dialog().getByRole('heading', { name: title, exact: true }).waitFor();
    const view = dialog().getByRole('region', { name: 'Ответы отправителя' });
    const pairs = async () =>
      (await view.locator('dt, dd').allTextContents()).map((text) => text.replace(/[\u00a0\u202f]/g, ' '));
    await expect.poll(async () => (await pairs()).slice(0, 4)).toEqual(['Имя', 'Пётр', 'Почта', 'petr@example.com']);
    expect(await pairs()).toEqual(expect.arrayContaining(['Сообщение', 'Хочу помочь летнему лагерю', 'Отправлена']));
    expect(await view.getByRole('textbox').count()).toBe(0);
    expect(await seriousViolations('[role="dialog"]')).toBe('');
    await keep('crm-request-form-ru', view);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });

    // Back to English for whoever comes next.
    await page.getByRole('group', { name: 'Язык содержимого' }).getByRole('button', { name: 'en', exact: true }).click();
    await page.getByRole('group', { name: 'Язык интерфейса' }).getByRole('button', { name: 'en', exact: true }).click();
    await page.getByRole('button', { name: 'Add new' }).waitFor();
  });

  it('finds a person by email in the people table, the palette and a user picker, in Russian, and shows their donations', async () => {
    // A person who signed up, and an anonymous browser session (a subject with no identity).
    const email = 'e2e-donor@example.com';
    const registered = await fetch(`${baseUrl}/api/rbac/subjects/authentication/email-and-password/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { login: email, password: 'e2e-donor-password' } }),
    });
    expect(registered.status).toBe(200);
    const [identity] = await api<Record_[]>('GET', `/api/rbac/identities?search=${encodeURIComponent(email)}`);
    const [link] = await api<Record_[]>(
      'GET',
      `/api/rbac/subjects-to-identities?filters[and][0][column]=identityId&filters[and][0][method]=eq&filters[and][0][value]=${identity!.id}`,
    );
    const donorId = link!.subjectId as string;
    const anonymous = await api('POST', '/api/rbac/subjects', {});
    // A donation of theirs to a project, in roubles.
    const project = await api('POST', '/api/ecommerce/products', {
      adminTitle: 'e2e mill',
      title: { ru: 'Мельница в Мякишеве' },
    });
    const [rub] = await api<{ billingModuleCurrency: { id: string } }[]>('GET', `/api/ecommerce/products/${project.id}/prices`);
    const rubId = rub!.billingModuleCurrency.id;
    await api('PUT', `/api/ecommerce/products/${project.id}/prices`, {
      prices: [{ billingModuleCurrencyId: rubId, amount: '1000' }],
    });
    const order = await api('POST', '/api/ecommerce/orders', { type: 'cart', comment: 'e2e' });
    await api('POST', '/api/ecommerce/orders-to-billing-module-currencies', {
      orderId: order.id,
      billingModuleCurrencyId: rubId,
    });
    await api('POST', '/api/ecommerce/orders-to-products', { orderId: order.id, productId: project.id, quantity: 1 });
    await api('POST', '/api/rbac/subjects-to-ecommerce-module-orders', { subjectId: donorId, ecommerceModuleOrderId: order.id });

    await page.goto(`${baseUrl}/admin/rbac/subjects`);
    await page.getByRole('group', { name: 'Interface language' }).getByRole('button', { name: 'ru', exact: true }).click();
    const headers = async () =>
      (await page.locator('[data-admin-table] thead th').allTextContents()).map((text) => text.trim()).filter(Boolean);
    await expect.poll(headers).toEqual(expect.arrayContaining(['Эл. почта', 'Роли', 'Пожертвовано', 'Дата регистрации']));

    // The table's search finds them by part of their email; the anonymous session is left out until asked for.
    await page.getByLabel('Поиск').fill('E2E-DONOR@');
    await expect.poll(() => rows().count()).toBe(1);
    await rows().first().getByText(email).waitFor();
    await page.getByLabel('Поиск').fill(anonymous.slug as string);
    await page.getByText('Нет записей').or(page.getByText('Ничего не найдено')).first().waitFor();
    // The switch goes through the URL (`all=1`): its state follows the navigation.
    const showAnonymous = page.getByLabel('Показывать записи с пустым полем «Эл. почта»');
    await showAnonymous.click();
    await page.waitForURL(/[?&]all=1/);
    await expect.poll(() => showAnonymous.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => rows().count()).toBe(1);
    await showAnonymous.click();
    await expect.poll(() => showAnonymous.getAttribute('aria-checked')).toBe('false');
    await page.getByLabel('Поиск').fill('e2e-donor');
    await expect.poll(() => rows().count()).toBe(1);
    expect(await seriousViolations()).toBe('');
    await keep('subjects-ru');

    // Their form: named by their email, with their donations and identities, each saying what it is.
    await page.goto(`${baseUrl}/admin/rbac/subjects?open=${donorId}`);
    await dialog()
      .getByRole('heading', { name: `Изменить ${email}` })
      .waitFor();
    const donations = dialog().getByRole('region', { name: /Пользователи и заказы/ });
    await donations.getByText(/Пожертвование № [0-9A-F]{8} — e2e-donor@example\.com/).waitFor();
    await donations.getByText(/Мельница в Мякишеве · 1\s000,00 ₽/).waitFor();
    await dialog()
      .getByRole('region', { name: /Пользователи и способы входа/ })
      .getByText(email)
      .first()
      .waitFor();
    expect(await seriousViolations('[role="dialog"]')).toBe('');
    await keep('subject-form-ru', donations);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });

    // The palette finds the person from anywhere, and opens their form.
    await page.keyboard.press('Control+k');
    await dialog().getByRole('combobox').fill('e2e-donor@exam');
    const found = page.getByRole('option', { name: new RegExp(email.replace('.', '\\.')) }).first();
    await found.waitFor();
    await keep('palette-person-ru');
    await found.click();
    await page.waitForURL(new RegExp(`/admin/rbac/subjects\\?.*open=${donorId}`));
    await dialog()
      .getByRole('heading', { name: `Изменить ${email}` })
      .waitFor();

    // A user picker (a role given to a person) finds them by email, and offers no anonymous session.
    await page.goto(`${baseUrl}/admin/rbac/subjects-to-roles?open=new`);
    await dialog()
      .getByRole('combobox', { name: /Пользователь/ })
      .click();
    const search = page.getByPlaceholder('Поиск…').last();
    await search.fill(anonymous.slug as string);
    await page.getByText('Ничего не найдено').waitFor();
    await search.fill('donor@example');
    await page.getByRole('option', { name: new RegExp(email.replace('.', '\\.')) }).click();
    await expect
      .poll(() =>
        dialog()
          .getByRole('combobox', { name: /Пользователь/ })
          .innerText(),
      )
      .toContain(email);
    await page.keyboard.press('Escape');

    // The donations table: donor, projects, amount as the site writes it; the dialog titled by what it is.
    await page.goto(`${baseUrl}/admin/ecommerce/orders?q=e2e-donor`);
    await expect.poll(() => rows().count()).toBe(1);
    await expect.poll(headers).toEqual(expect.arrayContaining(['Жертвователь', 'Проекты', 'Сумма', 'Статус', 'Оплачено']));
    await rows()
      .first()
      .getByText(/^1\s000,00 ₽$/)
      .waitFor();
    await rows().first().getByText('Мельница в Мякишеве').waitFor();
    expect(await seriousViolations()).toBe('');
    await keep('orders-ru');
    await page.goto(`${baseUrl}/admin/ecommerce/orders?q=e2e-donor&open=${order.id}`);
    const number = order.id.slice(0, 8).toUpperCase();
    await dialog()
      .getByRole('heading', { name: `Пожертвование № ${number} — ${email}` })
      .waitFor();
    // Its variant offers the order's own only, and it saves with no receipt.
    await dialog().getByLabel('Комментарий').fill('e2e: без чека');
    await dialog().getByRole('button', { name: 'Сохранить', exact: true }).click();
    await toast('Сохранено').waitFor();
    await dialog()
      .getByText('Итого, Рубль')
      .or(dialog().getByText(/Итого, /))
      .first()
      .waitFor();
    expect(await dialog().innerText()).not.toMatch(/Total in|\bitems?\b|Form field default/);
    expect(await seriousViolations('[role="dialog"]')).toBe('');
    await keep('order-dialog-ru');

    // Back to English for whoever comes next.
    await page.keyboard.press('Escape');
    await page.getByRole('group', { name: 'Язык интерфейса' }).getByRole('button', { name: 'en', exact: true }).click();
    await page.getByRole('button', { name: 'Add new' }).waitFor();
  });
});

describe("an order's money, in Russian", () => {
  /** The list call of an entity filtered on one column, as the admin's own tables make it. */
  const where = (path: string, column: string, value: string) =>
    api<Record_[]>(
      'GET',
      `${path}?${new URLSearchParams({
        'filters[and][0][column]': column,
        'filters[and][0][method]': 'eq',
        'filters[and][0][value]': value,
      })}`,
    );

  it('records a payment received outside the site (receipt and role follow) and says so when a status is set on an unpaid order', async () => {
    // A donor with two donations in the cart: the friend's one (the seeded donation gives the friend role) twice over.
    const email = `offline-${Date.now()}@example.com`;
    const registered = await api<{ jwt: string }>('POST', '/api/rbac/subjects/authentication/email-and-password/registration', {
      login: email,
      password: 'correct horse battery',
    });
    const me = await fetch(`${baseUrl}/api/rbac/subjects/authentication/me`, {
      headers: { authorization: `Bearer ${registered.jwt}` },
    });
    const donorId = ((await me.json()) as { data: { id: string } }).data.id;
    const [friend] = await where('/api/rbac/roles', 'slug', 'friend');
    const [tie] = await where('/api/rbac/roles-to-ecommerce-module-products', 'roleId', friend!.id);
    const donation = tie!.ecommerceModuleProductId as string;
    const stores = await where('/api/ecommerce/stores-to-products', 'productId', donation);
    const cart = `/api/rbac/subjects/${donorId}/ecommerce-module/orders`;
    const paidByHand = await api('POST', cart, { productId: donation });
    const statusOnly = await api('POST', cart, { productId: donation, ...(stores[0] ? { storeId: stores[0].storeId } : {}) });
    expect(statusOnly.id).not.toBe(paidByHand.id);

    // Signed in already when the whole file runs; alone, it signs in first.
    await page.goto(`${baseUrl}/admin/ecommerce/orders`);
    if (new URL(page.url()).pathname === rbacPaths('en').signIn) {
      await page.getByLabel('Email', { exact: true }).fill('admin@example.com');
      await page.getByLabel('Password', { exact: true }).fill('e2e-admin-password');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(/\/admin\/ecommerce\/orders/);
    }
    // In Russian before the order's dialog opens over the header.
    await rows().first().waitFor();
    const russian = page
      .getByRole('group', { name: /Interface language|Язык интерфейса/ })
      .getByRole('button', { name: 'ru', exact: true });
    if ((await russian.getAttribute('aria-pressed')) !== 'true') await russian.click();
    await expect.poll(() => russian.getAttribute('aria-pressed')).toBe('true');
    await page.goto(`${baseUrl}/admin/ecommerce/orders?open=${paidByHand.id}`);
    const panel = dialog().getByRole('region', { name: /^Платежи/ });
    await panel.locator('[data-order-payment="unpaid"]').waitFor();
    await panel.getByRole('button', { name: 'Записать оплату' }).click();
    const form = panel.getByRole('form', { name: 'Оплата вне сайта' });
    const due = await form.getByLabel('Получено', { exact: true }).inputValue();
    expect(due).toMatch(/^\d+\.\d{2}$/);
    // A wrong amount is refused under its box, in Russian, and nothing is recorded.
    await form.getByLabel('Получено', { exact: true }).fill('1');
    await form.getByLabel('Как получено', { exact: true }).fill('Банковский перевод № 17 от фонда «Север»');
    await form.getByRole('button', { name: 'Записать оплату' }).click();
    await form
      .getByText(/^К оплате /)
      .last()
      .waitFor();
    await form.getByLabel('Получено', { exact: true }).fill(due);
    expect(await seriousViolations('[data-admin-panel^="panel-ecommerce-order-payments"]')).toBe('');
    await keep('offline-payment-form', panel);
    await form.getByRole('button', { name: 'Записать оплату' }).click();
    await toast('Оплата записана').waitFor();
    await panel.locator('[data-order-payment="paid"]').waitFor();
    await panel.getByRole('link', { name: 'Вне сайта' }).first().waitFor();
    await panel.getByText('Банковский перевод № 17 от фонда «Север»').waitFor();
    expect(await seriousViolations('[data-admin-panel^="panel-ecommerce-order-payments"]')).toBe('');
    await keep('offline-payment-recorded', panel);
    // The receipt is drawn by its job; the donor is a friend now.
    await expect
      .poll(async () => (await api('GET', `/api/ecommerce/orders/${paidByHand.id}`)).receipt, { timeout: 30_000 })
      .toMatch(/\.png$/);
    expect((await where('/api/rbac/subjects-to-roles', 'subjectId', donorId)).map((link) => link.roleId)).toContain(friend!.id);
    await page.keyboard.press('Escape');

    // «Ждёт подтверждения» set by hand on the other, unpaid order: saved, but nothing follows, and the admin says so.
    await page.goto(`${baseUrl}/admin/ecommerce/orders?open=${statusOnly.id}`);
    const other = dialog().getByRole('region', { name: /^Платежи/ });
    await other.locator('[data-order-payment="unpaid"]').waitFor();
    await dialog().getByLabel('Статус', { exact: true }).click();
    await page.getByRole('option', { name: 'Ждёт подтверждения' }).click();
    await dialog().getByRole('button', { name: 'Сохранить', exact: true }).click();
    await toast('Оплата не записана').waitFor();
    await other.locator('[data-unpaid-status-notice]').waitFor();
    expect(await seriousViolations('[role="dialog"]')).toBe('');
    await keep('unpaid-status-notice', other);
    const saved = await api('GET', `/api/ecommerce/orders/${statusOnly.id}`);
    expect([saved.status, saved.receipt]).toEqual(['approving', '']);
    expect(await where('/api/host/jobs', 'key', `receipt:${statusOnly.id}`)).toEqual([]);
    await page.keyboard.press('Escape');
  });
});
