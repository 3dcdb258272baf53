import { mkdir, readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/server/http/content-security-policy';
import { rbacPaths } from '../src/shared/rbac-paths';
import { typeBeforeHydration } from './before-hydration';
import { animationsSettled, axe, E2E_SECRET_KEY, startProduct, type StartedProduct } from './product';

// The public site of the started product (the seeded foundation site), in Chromium, as a visitor meets it.
let product: StartedProduct;
let baseUrl: string;
let context: BrowserContext;
let page: Page;

const SCREENSHOTS = 'e2e/screenshots';
const WIDTHS = [1366, 390] as const;
const heightOf = (width: number) => (width === 390 ? 844 : 900);

const PROJECT = 'st-nicholas-church-kumzhevo';
const ARTICLE = 'summer-camps-2025';
const PRIVATE_ARTICLE = 'friends-report-2025';

beforeAll(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
  product = await startProduct();
  baseUrl = product.baseUrl;
  context = await product.browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
}, 120_000);

afterAll(() => product?.stop());

type Row = Record<string, unknown> & { id: string };

/** A call beside the browser, as another program would make it: with the secret key, or with `headers` instead. */
async function api<T = Row>(method: string, path: string, data?: unknown, headers?: Record<string, string>): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(headers ?? { 'x-rbac-secret-key': E2E_SECRET_KEY }) },
    body: data === undefined ? undefined : JSON.stringify({ data }),
  });
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** The REST list filter `column = value`, in the API's bracket notation. */
const whereEquals = (column: string, value: string) =>
  `filters[and][0][column]=${column}&filters[and][0][method]=eq&filters[and][0][value]=${encodeURIComponent(value)}`;

const toast = (text: string, on: Page = page) => on.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** Waits until nothing moves on `on` (the slider's transform, a menu's fade). */
const settled = (on: Page = page) => animationsSettled(on);

/**
 * Scrolls the page to its end once, so that lazy images come into view and load, waits for every image, and
 * goes back to the top.
 */
async function loadLazyImages(on: Page) {
  await on.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      // A frame at each step: lazy images see themselves in view.
      await new Promise(requestAnimationFrame);
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  // Each image is resized by the server on its first request: on a busy machine that takes a while, not forever.
  await on
    .waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 150_000 })
    .catch(async (error: unknown) => {
      const waiting = await on.evaluate(() =>
        [...document.images].filter((image) => !image.complete).map((image) => image.currentSrc || image.src),
      );
      throw new Error(`Images still loading on ${on.url()}: ${waiting.join(', ')}`, { cause: error });
    });
  await on.evaluate(() => window.scrollTo(0, 0));
}

/** A full-page screenshot of what is open, at the current width. */
async function keep(name: string, on: Page = page) {
  await loadLazyImages(on);
  await settled(on);
  const width = on.viewportSize()!.width;
  await on.screenshot({ path: `${SCREENSHOTS}/site-${name}-${width}.png`, fullPage: true });
}

const setWidth = (width: number, on: Page = page) => on.setViewportSize({ width, height: heightOf(width) });

describe('the public site', () => {
  it('sends / to /ru, and the language switch goes to /en and back on the same page', async () => {
    const redirect = await fetch(`${baseUrl}/`, { redirect: 'manual' });
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get('location')).toBe('/ru');

    const response = await page.goto(`${baseUrl}/`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/ru');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    const navbar = page.locator('header[data-navbar]');
    const switcher = navbar.locator('nav[data-language-switch]');
    expect(await switcher.locator('a[hreflang=ru]').getAttribute('aria-current')).toBe('page');

    await switcher.locator('a[hreflang=en]').click();
    await page.waitForURL(`${baseUrl}/en`);
    await page.getByRole('heading', { level: 1, name: 'Let’s save the wooden North' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await switcher.locator('a[hreflang=en]').getAttribute('aria-current')).toBe('page');

    await switcher.locator('a[hreflang=ru]').click();
    await page.waitForURL(`${baseUrl}/ru`);
    await page.getByRole('heading', { level: 1, name: 'Сохраним деревянный Север' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');

    // On an inner page the switch keeps the page.
    await page.goto(`${baseUrl}/ru/about`);
    await switcher.locator('a[hreflang=en]').click();
    await page.waitForURL(`${baseUrl}/en/about`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('answers the home page with 200 and serves the second request from the cache', async () => {
    const first = await fetch(`${baseUrl}/ru`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/html');
    await first.text();
    const second = await fetch(`${baseUrl}/ru`);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(await second.text()).toContain('Сохраним деревянный Север');
  });

  it('writes the document head: title, description, language alternates and Open Graph', async () => {
    await page.goto(`${baseUrl}/en/projects/${PROJECT}`);
    const head = await page.evaluate(() => {
      const attribute = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name);
      return {
        title: document.title,
        description: attribute('meta[name=description]', 'content'),
        en: attribute('link[rel=alternate][hreflang=en]', 'href'),
        ru: attribute('link[rel=alternate][hreflang=ru]', 'href'),
        canonical: attribute('link[rel=canonical]', 'href'),
        ogTitle: attribute('meta[property="og:title"]', 'content'),
        ogLocale: attribute('meta[property="og:locale"]', 'content'),
      };
    });
    expect(head.title).toMatch(/^St Nicholas Church in Kumzhevo — /);
    expect(head.description).toBeTruthy();
    expect(head.en).toBe(`${baseUrl}/en/projects/${PROJECT}`);
    expect(head.ru).toBe(`${baseUrl}/ru/projects/${PROJECT}`);
    expect(head.canonical).toBe(`${baseUrl}/en/projects/${PROJECT}`);
    expect(head.ogTitle).toBe(head.title);
    expect(head.ogLocale).toBe('en_US');

    await page.goto(`${baseUrl}/ru`);
    expect(await page.title()).toBe('Фонд «Венец»');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('Фонд «Венец»');
    expect(await page.locator('meta[name=description]').getAttribute('content')).toMatch(/^Фонд «Венец» спасает/);
  });

  it('opens a project from the home page, and All projects lists them', async () => {
    await page.goto(`${baseUrl}/ru`);
    const list = page.locator('[data-project-list]').first();
    expect(await list.locator('[data-project-card]').count()).toBe(3);
    // The title's link: once the page is interactive, a card with a price also links to the sign-in page.
    await list.locator(`[data-project-card="${PROJECT}"]`).getByRole('heading').getByRole('link').click();
    await page.waitForURL(`${baseUrl}/ru/projects/${PROJECT}`);
    const project = page.locator(`article[data-project="${PROJECT}"]`);
    await project.waitFor();
    expect(await project.getByRole('heading', { level: 1 }).textContent()).toBe('Никольская церковь в Кумжеве');

    await page.goto(`${baseUrl}/ru`);
    await page.locator('a[data-all-projects]').first().click();
    await page.waitForURL(`${baseUrl}/ru/projects`);
    expect(await page.locator('[data-project-card]').count()).toBeGreaterThanOrEqual(6);
    // Not on /projects itself.
    expect(await page.locator('a[data-all-projects]').count()).toBe(0);
  });

  it('opens an article from the home page, whose news are the newest published', async () => {
    await page.goto(`${baseUrl}/en`);
    // The home page's news block links no article: it lists the three newest by themselves.
    const newest = await api<Row[]>(
      'GET',
      '/api/blog/articles?limit=3&orderBy[and][0][column]=publishedAt&orderBy[and][0][method]=desc',
    );
    const cards = page.locator('[data-article-list]').last().locator('[data-article-card]');
    expect(await cards.evaluateAll((found) => found.map((card) => card.getAttribute('data-article-card')))).toEqual(
      newest.map((article) => article.slug),
    );
    const shown = newest.at(-1)!.slug as string;
    await page.locator(`[data-article-card="${shown}"] a`).first().click();
    await page.waitForURL(`${baseUrl}/en/blog/articles/${shown}`);
    const article = page.locator(`article[data-article="${shown}"]`);
    await article.waitFor();
    expect(await article.getByRole('heading', { level: 1 }).count()).toBe(1);
    // An article without private content shows no private section.
    expect(await page.locator('section[data-private-content]').count()).toBe(0);
  });

  it('shows Not authorized on the private article, and its content to a subject whose role may read it', async () => {
    const visitor = await product.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const visitorPage = await visitor.newPage();
    const privateContent = visitorPage.locator('section[data-private-content]');

    await visitorPage.goto(`${baseUrl}/en/blog/articles/${PRIVATE_ARTICLE}`);
    await visitorPage.locator('section[data-private-content=unauthorized]').waitFor();
    expect((await privateContent.getByRole('status').textContent())?.trim()).toBe('Not authorized');
    await visitorPage.goto(`${baseUrl}/ru/blog/articles/${PRIVATE_ARTICLE}`);
    await visitorPage.locator('section[data-private-content=unauthorized]').waitFor();
    expect((await privateContent.getByRole('status').textContent())?.trim()).toBe('Нет доступа');
    // The cached page holds none of it: it is read in the browser.
    const html = await (await fetch(`${baseUrl}/en/blog/articles/${PRIVATE_ARTICLE}`)).text();
    expect(html).not.toContain('Income: ₽14.1 million');

    // A new account signed in, with no role that permits it yet: still not authorized.
    const email = `friend-${Date.now()}@example.com`;
    const { jwt } = await api<{ jwt: string }>(
      'POST',
      '/api/rbac/subjects/authentication/email-and-password/registration',
      { login: email, password: 'friend-password' },
      {},
    );
    const me = await api('GET', '/api/rbac/subjects/authentication/me', undefined, { authorization: `Bearer ${jwt}` });
    // The navbar offers the visitor to sign in; the article's own link does too, and brings them back to it.
    const articleUrl = `${baseUrl}/en/blog/articles/${PRIVATE_ARTICLE}`;
    await visitorPage.goto(articleUrl);
    await visitorPage.getByTestId('account-sign-in').waitFor();
    await visitorPage.locator('a[data-private-content-sign-in]').click();
    await visitorPage.waitForURL((url) => url.pathname === rbacPaths('en').signIn);
    expect(new URL(visitorPage.url()).searchParams.get('returnTo')).toBe(`/en/blog/articles/${PRIVATE_ARTICLE}`);
    await visitorPage.getByLabel('Email', { exact: true }).fill(email);
    await visitorPage.getByLabel('Password', { exact: true }).fill('friend-password');
    await visitorPage.getByRole('button', { name: 'Login' }).click();
    await visitorPage.waitForURL(articleUrl);
    await visitorPage.locator('section[data-private-content=unauthorized]').waitFor();
    // Signed in, the navbar says who; without the role the section says how to get it: become a friend (donate).
    await expect.poll(() => visitorPage.getByTestId('subject-menu').textContent()).toContain(email);
    const how = privateContent.locator('[data-private-content-how]');
    expect(await how.getByRole('link').getAttribute('href')).toBe('/en/donate');
    await visitorPage.goto(`${baseUrl}/ru/blog/articles/${PRIVATE_ARTICLE}`);
    await how.getByRole('link', { name: 'Стать другом фонда' }).waitFor();
    expect(await how.getByRole('link').getAttribute('href')).toBe('/ru/donate');
    await visitorPage.goto(articleUrl);
    await visitorPage.locator('section[data-private-content=unauthorized]').waitFor();

    // Given the friend role (as an administrator would), the same session reads the detailed budget.
    const [role] = await api<Row[]>('GET', `/api/rbac/roles?${whereEquals('slug', 'friend')}`);
    await api('POST', '/api/rbac/subjects-to-roles', { subjectId: me.id, roleId: role!.id });
    await visitorPage.reload();
    await visitorPage.locator('section[data-private-content=ready]').waitFor();
    expect(await privateContent.textContent()).toContain('Income: ₽14.1 million');
    expect(await privateContent.getByText('Not authorized').count()).toBe(0);
    await visitorPage.goto(`${baseUrl}/ru/blog/articles/${PRIVATE_ARTICLE}`);
    await visitorPage.locator('section[data-private-content=ready]').waitFor();
    // Numbers keep their unit on the same line: the seed writes a no-break space between them.
    expect((await privateContent.textContent())?.replaceAll('\u00a0', ' ')).toContain('Поступления: 14,1 млн ₽');

    for (const width of WIDTHS) {
      await setWidth(width, visitorPage);
      await keep('private-article-signed-in', visitorPage);
    }
    await visitor.close();
  });

  it('sends the contacts form: the success toast, and the request stored with its answers', async () => {
    await page.goto(`${baseUrl}/ru/contacts`);
    const form = page.locator('form[data-crm-form]');
    // Used once its script runs: the checks below are the script's (before it, the browser would post the form).
    await page.locator('form[data-crm-form][data-hydrated]').waitFor();
    expect(await form.locator('[data-crm-field]').count()).toBe(4);
    // Checked in the browser first: the required answers are asked for.
    await form.getByRole('button', { name: 'Отправить' }).click();
    await form.getByText('Обязательное поле').first().waitFor();
    expect(await form.getByRole('textbox', { name: 'Имя', exact: true }).getAttribute('aria-invalid')).toBe('true');

    const message = `Хочу приехать волонтёром летом (${Date.now()})`;
    await form.getByRole('textbox', { name: 'Имя', exact: true }).fill('Анна Петрова');
    await form.getByRole('textbox', { name: 'Почта', exact: true }).fill('anna@example.com');
    await form.getByRole('textbox', { name: 'Телефон', exact: true }).fill('+7 900 000-00-00');
    await form.getByRole('textbox', { name: 'Сообщение', exact: true }).fill(message);
    await form.getByRole('button', { name: 'Отправить' }).click();
    await toast('Форма успешно отправлена').waitFor();
    // The form is emptied for the next one.
    await expect.poll(() => form.getByRole('textbox', { name: 'Имя', exact: true }).inputValue()).toBe('');

    type CrmRequest = Row & { payload: { language: string; answers: { label: string; value: unknown }[] } };
    const stored = await api<CrmRequest[]>('GET', '/api/crm/requests');
    const request = stored.find((each) => each.payload?.answers?.some((answer) => answer.value === message));
    expect(request, JSON.stringify(stored)).toBeDefined();
    expect(request!.payload).toMatchObject({
      language: 'ru',
      answers: [
        { label: 'Имя', value: 'Анна Петрова' },
        { label: 'Почта', value: 'anna@example.com' },
        { label: 'Телефон', value: '+7 900 000-00-00' },
        { label: 'Сообщение', value: message },
      ],
    });

    // The English page says it in English.
    await page.goto(`${baseUrl}/en/contacts`);
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Anna');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('anna@example.com');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill(`English message (${Date.now()})`);
    await form.getByRole('button', { name: 'Send' }).click();
    await toast('Form submitted successfully').waitFor();
  });

  it('sends what a visitor typed into the contacts form before its script ran', async () => {
    const visitor = await context.newPage();
    const form = visitor.locator('form[data-crm-form]');
    const message = `Напечатано до загрузки скрипта (${Date.now()})`;
    const { typedBeforeHydration } = await typeBeforeHydration(
      visitor,
      `${baseUrl}/ru/contacts`,
      'form[data-crm-form]',
      async () => {
        await form.getByRole('textbox', { name: 'Имя', exact: true }).fill('Ольга');
        await form.getByRole('textbox', { name: 'Почта', exact: true }).fill('olga@example.com');
        await form.getByRole('textbox', { name: 'Сообщение', exact: true }).fill(message);
      },
    );
    expect(typedBeforeHydration).toBe(true);
    await form.getByRole('button', { name: 'Отправить' }).click();
    await toast('Форма успешно отправлена', visitor).waitFor();
    await visitor.close();

    type CrmRequest = Row & { payload: { answers: { label: string; value: unknown }[] } };
    const stored = await api<CrmRequest[]>('GET', '/api/crm/requests');
    const request = stored.find((each) => each.payload?.answers?.some((answer) => answer.value === message));
    expect(request?.payload, JSON.stringify(stored)).toMatchObject({
      answers: [
        { label: 'Имя', value: 'Ольга' },
        { label: 'Почта', value: 'olga@example.com' },
        { label: 'Телефон', value: null },
        { label: 'Сообщение', value: message },
      ],
    });
  });

  it('opens the menu behind the burger at 390 px and closes it with Escape', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/ru`);
    const burger = page.locator('header[data-navbar] button[data-mobile-menu-toggle]');
    const menu = page.locator('div[data-mobile-menu][role=dialog]');
    expect(await burger.isVisible()).toBe(true);
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    expect(await burger.getAttribute('aria-controls')).toBe(await menu.getAttribute('id'));
    expect(await menu.isVisible()).toBe(false);

    await burger.click();
    await menu.waitFor({ state: 'visible' });
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link', { name: 'Проекты' }).isVisible()).toBe(true);
    // It covers the screen.
    const box = (await menu.boundingBox())!;
    expect(box.width).toBe(390);
    expect(box.height).toBe(844);
    await settled();
    await page.screenshot({ path: `${SCREENSHOTS}/site-mobile-menu-390.png` });
    expect(await axe(page, 'div[data-mobile-menu]', ['serious', 'critical'])).toEqual([]);

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-mobile-menu-toggle'))).toBe(true);

    // Following a link closes it too.
    await burger.click();
    await menu.getByRole('link', { name: 'Проекты' }).click();
    await page.waitForURL(`${baseUrl}/ru/projects`);
    await menu.waitFor({ state: 'hidden' });

    // From 768 px the header shows the menu itself.
    await page.setViewportSize({ width: 1366, height: 900 });
    expect(await burger.isVisible()).toBe(false);
  });

  it('moves the slider with its arrows and dots, looping at both ends', async () => {
    await page.goto(`${baseUrl}/ru`);
    const slider = page.locator('section[data-slider]').first();
    const index = () => slider.getAttribute('data-slide-index');
    const currentDot = () => slider.locator('button[data-slide-dot][aria-current=true]').getAttribute('data-slide-dot');
    const expectAt = async (position: number) => {
      await expect.poll(index).toBe(String(position));
      expect(await currentDot()).toBe(String(position));
      // Only the current slide is in view and takes focus.
      expect(await slider.locator('[data-slide]:not([inert])').getAttribute('data-slide')).toBe(String(position));
      await settled();
      const slide = (await slider.locator(`[data-slide="${position}"]`).boundingBox())!;
      const frame = (await slider.boundingBox())!;
      expect(Math.abs(slide.x - frame.x)).toBeLessThan(2);
    };
    expect(await slider.getAttribute('data-slide-count')).toBe('3');
    await expectAt(0);

    await slider.locator('button[data-slide-next]').click();
    await expectAt(1);
    await slider.locator('button[data-slide-next]').click();
    await expectAt(2);
    // From the last slide, next goes to the first.
    await slider.locator('button[data-slide-next]').click();
    await expectAt(0);
    // And back from the first to the last.
    await slider.locator('button[data-slide-previous]').click();
    await expectAt(2);
    await slider.locator('button[data-slide-previous]').click();
    await expectAt(1);
    await slider.locator('button[data-slide-dot="0"]').click();
    await expectAt(0);
    // The keyboard's arrows, with focus inside.
    await slider.locator('button[data-slide-dot="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await expectAt(1);
  });

  it('shows the record a url segment names: a category, a profile, a subject, a project and an article', async () => {
    const titleOf = async (path: string, slug: string, language: 'ru' | 'en') => {
      const [record] = await api<{ title: Record<string, string> }[]>('GET', `${path}?${whereEquals('slug', slug)}`);
      return record!.title[language];
    };
    const profile = await titleOf('/api/social/profiles', 'olga-belyaeva', 'en');
    for (const [url, expected] of [
      ['/ru/blog/categories/restoration', await titleOf('/api/blog/categories', 'restoration', 'ru')],
      ['/en/social/profiles/olga-belyaeva', profile],
      // A subject has no title of its own: its page shows its public profile's.
      ['/en/rbac/subjects/olga-belyaeva', profile],
      [`/ru/projects/${PROJECT}`, await titleOf('/api/ecommerce/products', PROJECT, 'ru')],
      [`/en/blog/articles/${ARTICLE}`, await titleOf('/api/blog/articles', ARTICLE, 'en')],
    ] as const) {
      const response = await page.goto(`${baseUrl}${url}`);
      expect(response?.status(), url).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).textContent(), url).toBe(expected);
    }
  });

  it('answers a missing url and a project that does not exist with the 404 page', async () => {
    for (const [path, title] of [
      ['/ru/no-such-page', 'Страница не найдена'],
      [`/en/projects/no-such-project`, 'Page not found'],
      [`/ru/blog/articles/no-such-article`, 'Страница не найдена'],
      ['/en/about/and/more', 'Page not found'],
    ] as const) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status(), path).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe(title);
      expect((await fetch(`${baseUrl}${path}`)).status, path).toBe(404);
    }
    expect(await page.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/en');
  });

  it('answers a path whose percent-escapes do not decode with the 404 page, and a stray multipart POST with a 400', async () => {
    // Next.js answered both with a bare 500; the platform server takes such a segment literally and refuses the POST.
    for (const [path, title] of [
      ['/ru/%E0%A4%A', 'Страница не найдена'],
      ['/en/%C0%80', 'Page not found'],
      ['/ru/a%ff/b', 'Страница не найдена'],
      ['/uploads/0b6f3f0e-3c55-4d0f-a7a8-2f1f0f4b2b11/%E0%A4%A', 'Страница не найдена'],
    ] as const) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status(), path).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe(title);
    }
    for (const path of ['/abc%ff', '/%', '/admin/%ff'])
      expect((await fetch(`${baseUrl}${path}`, { redirect: 'manual' })).status, path).toBeLessThan(500);
    for (const path of ['/ru', '/', '/en/about']) {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nbroken',
      });
      expect(response.status, path).toBe(400);
    }
    // Other POSTs to a page draw it, as before.
    const form = await fetch(`${baseUrl}/ru`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '%%%&a=%ff',
    });
    expect(form.status).toBe(200);
  });

  it('passes axe on the home, project, article and contacts pages, and keeps every page at 1366 and 390 px', async () => {
    const pages: [name: string, path: string, checked: boolean][] = [
      ['home', '/ru', true],
      ['home-en', '/en', false],
      ['about', '/ru/about', false],
      ['projects', '/ru/projects', false],
      ['project', `/ru/projects/${PROJECT}`, true],
      ['project-en', `/en/projects/${PROJECT}`, true],
      ['blog', '/ru/blog', false],
      ['category', '/ru/blog/categories/restoration', false],
      ['article', `/ru/blog/articles/${ARTICLE}`, true],
      ['private-article', `/en/blog/articles/${PRIVATE_ARTICLE}`, true],
      ['contacts', '/ru/contacts', true],
      ['donate', '/ru/donate', true],
      ['friends', '/ru/friends', true],
      ['friends-en', '/en/friends', false],
      ['image-credits', '/ru/image-credits', false],
      ['subject', '/ru/rbac/subjects/olga-belyaeva', false],
      ['profile', '/ru/social/profiles/olga-belyaeva', false],
      ['not-found', '/ru/no-such-page', false],
    ];
    const failures: Record<string, string[]> = {};
    for (const width of WIDTHS) {
      await setWidth(width);
      for (const [name, path, checked] of pages) {
        await page.goto(`${baseUrl}${path}`);
        if (name === 'private-article') await page.locator('section[data-private-content=unauthorized]').waitFor();
        await keep(name);
        if (!checked) continue;
        const violations = await axe(page, undefined, ['serious', 'critical']);
        if (violations.length) failures[`${name} at ${width}`] = violations;
      }
    }
    expect(failures).toEqual({});
    await setWidth(1366);
  });

  it('shows an image uploaded through the API on a page composed through the API', async () => {
    const upload = new FormData();
    upload.set('data', JSON.stringify({ adminTitle: 'Uploaded harbour', alt: 'Пристань в тумане', width: 1920, height: 1200 }));
    const photo = await readFile('public/site/photos/wooden-pier.jpg');
    upload.set('file', new File([photo], 'harbour.jpg', { type: 'image/jpeg' }));
    const uploaded = await fetch(`${baseUrl}/api/file-storage/files`, {
      method: 'POST',
      headers: { 'x-rbac-secret-key': E2E_SECRET_KEY },
      body: upload,
    });
    expect(uploaded.status).toBe(201);
    const file = ((await uploaded.json()) as { data: Row & { file: string } }).data;
    expect(file.file).toMatch(/^\/uploads\/.+\/harbour\.jpg$/);

    const widget = await api('POST', '/api/file-storage/widgets', { adminTitle: 'Uploaded image' });
    await api('POST', '/api/file-storage/widgets-to-files', { widgetId: widget.id, fileId: file.id });
    const host = await api('POST', '/api/host/widgets', { adminTitle: 'Uploaded image' });
    await api('POST', '/api/host/widgets-to-external-widgets', {
      widgetId: host.id,
      externalModule: 'file-storage',
      externalWidgetId: widget.id,
    });
    const composed = await api('POST', '/api/host/pages', { url: '/e2e-uploaded', adminTitle: 'Uploaded', title: 'Uploaded' });
    await api('POST', '/api/host/pages-to-widgets', { pageId: composed.id, widgetId: host.id });

    // The new page may need a moment: its url was a cached 404 until the writes were announced.
    await expect.poll(async () => (await page.goto(`${baseUrl}/ru/e2e-uploaded`))?.status()).toBe(200);
    const image = page.getByRole('img', { name: 'Пристань в тумане' });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(1920);
    expect(await image.getAttribute('src')).toBe(file.file);
    await api('DELETE', `/api/host/pages/${composed.id}`);
  });

  it('serves a file linked to no public record to no visitor, neither at its url nor through the image optimiser', async () => {
    const upload = new FormData();
    upload.set('data', JSON.stringify({ adminTitle: 'Private scan' }));
    upload.set('file', new File([await readFile('public/site/photos/wooden-pier.jpg')], 'scan.jpg', { type: 'image/jpeg' }));
    const answer = await fetch(`${baseUrl}/api/file-storage/files`, {
      method: 'POST',
      headers: { 'x-rbac-secret-key': E2E_SECRET_KEY },
      body: upload,
    });
    const { file } = ((await answer.json()) as { data: { file: string } }).data;
    expect((await fetch(`${baseUrl}${file}`)).status).toBe(404);
    expect((await fetch(`${baseUrl}${file}`, { headers: { 'x-rbac-secret-key': E2E_SECRET_KEY } })).status).toBe(200);
    const optimised = await fetch(`${baseUrl}/_next/image?url=${encodeURIComponent(file)}&w=640&q=75`);
    expect(optimised.status).toBe(400);
    expect(
      (await fetch(`${baseUrl}/_next/image?url=${encodeURIComponent('/site/photos/wooden-pier.jpg')}&w=640&q=75`)).status,
    ).toBe(200);
  });

  it('never runs the script of an uploaded SVG or HTML file in the site’s origin', async () => {
    const uploadText = async (name: string, text: string) => {
      const body = new FormData();
      // Linked to no record, a file is private: these are opened by a visitor, so they are made public.
      body.set('data', JSON.stringify({ adminTitle: name, visibility: 'public' }));
      body.set('file', new File([text], name));
      const answer = await fetch(`${baseUrl}/api/file-storage/files`, {
        method: 'POST',
        headers: { 'x-rbac-secret-key': E2E_SECRET_KEY },
        body,
      });
      return `${baseUrl}${((await answer.json()) as { data: { file: string } }).data.file}`;
    };
    // Each script marks the document it ran in, and tells the site's origin if it can reach it.
    const script = `document.documentElement.setAttribute('data-ran', String(document.domain)); localStorage.setItem('ran', '1')`;
    const svg = await uploadText(
      'drawing.svg',
      `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="teal"/><script>${script}</script></svg>`,
    );
    const html = await uploadText('page.html', `<!doctype html><p>uploaded</p><script>${script}</script>`);

    const visitor = await product.browser.newContext();
    const opened = await visitor.newPage();
    // Opened on its own, the SVG draws, under a sandbox: its script never runs.
    expect((await opened.goto(svg))?.status()).toBe(200);
    expect(await opened.locator('rect').count()).toBe(1);
    expect(await opened.evaluate(() => document.documentElement.getAttribute('data-ran'))).toBeNull();
    // The HTML file is a download, never a page of the site.
    const download = opened.waitForEvent('download');
    await opened.goto(html).catch(() => undefined);
    expect((await download).suggestedFilename()).toBe('page.html');
    await opened.goto(`${baseUrl}/ru`);
    expect(await opened.evaluate(() => localStorage.getItem('ran'))).toBeNull();
    await visitor.close();
  });

  it('allows each answer exactly its own inline scripts: shared pages by hash (concurrent first visits too), accounts pages by a nonce of their own', async () => {
    const scriptSources = (policy: string | null) =>
      /script-src ([^;]+)/
        .exec(policy ?? '')![1]!
        .split(' ')
        .filter((source) => source !== "'self'")
        .sort();
    // Every cached page expires: the concurrent visits below share renders in Next.js's response cache.
    const expired = await fetch(`${baseUrl}/api/revalidation/revalidate?path=/&type=layout`, {
      headers: { 'x-rbac-secret-key': E2E_SECRET_KEY },
    });
    expect(expired.status).toBe(200);
    const shared = await Promise.all(
      [
        '/ru',
        '/ru',
        '/ru',
        '/en',
        '/en',
        `/ru/projects/${PROJECT}`,
        `/ru/projects/${PROJECT}`,
        '/ru?from=mail',
        '/ru/rbac/subjects/olga-belyaeva',
      ].map((path) => fetch(`${baseUrl}${path}`)),
    );
    for (const answer of shared) {
      const html = await answer.text();
      expect(html).not.toContain('nonce=');
      expect(scriptSources(answer.headers.get('content-security-policy'))).toEqual(inlineScriptHashes(html).sort());
    }
    const accounts = await Promise.all([1, 2].map(() => fetch(`${baseUrl}${rbacPaths('en').signIn}`)));
    const nonces = await Promise.all(
      accounts.map(async (answer) => {
        const [nonce] = scriptSources(answer.headers.get('content-security-policy'));
        const html = await answer.text();
        expect(nonce).toMatch(/^'nonce-.+'$/);
        expect([...new Set(html.match(/nonce="[^"]+"/g))]).toEqual([`nonce="${nonce!.slice(7, -1)}"`]);
        return nonce;
      }),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('shows an edit made through the API on the cached page within seconds, with no revalidation call', async () => {
    // The page is cached before the edit.
    await fetch(`${baseUrl}/en`).then((response) => response.text());
    expect((await fetch(`${baseUrl}/en`)).headers.get('x-nextjs-cache')).toBe('HIT');

    const [slide] = await api<(Row & { title: { ru: string; en: string } })[]>(
      'GET',
      `/api/website-builder/slides?${whereEquals('adminTitle', 'Slide: Let’s save the wooden North')}`,
    );
    expect(slide?.title.en).toBe('Let’s save the wooden North');
    const edited = { ru: `Сохраним Север вместе ${Date.now()}`, en: `Save the North together ${Date.now()}` };
    const started = Date.now();
    await api('PATCH', `/api/website-builder/slides/${slide!.id}`, { title: edited });
    await expect.poll(async () => (await fetch(`${baseUrl}/en`)).text(), { interval: 200 }).toContain(edited.en);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(5_000);
    expect(await (await fetch(`${baseUrl}/ru`)).text()).toContain(edited.ru);
    await page.goto(`${baseUrl}/en`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(edited.en);

    // As it was, for whoever looks next.
    await api('PATCH', `/api/website-builder/slides/${slide!.id}`, { title: slide!.title });
    await expect
      .poll(async () => (await fetch(`${baseUrl}/en`)).text(), { interval: 200 })
      .toContain('Let’s save the wooden North');
  });

  it('revalidates the root layout on request, with the secret key', async () => {
    const refused = await fetch(`${baseUrl}/api/revalidation/revalidate?path=/&type=layout`);
    expect(refused.status).toBe(401);
    const response = await fetch(`${baseUrl}/api/revalidation/revalidate?path=/&type=layout`, {
      headers: { 'x-rbac-secret-key': E2E_SECRET_KEY },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { path: '/', type: 'layout', revalidated: true } });
    expect((await fetch(`${baseUrl}/ru`)).status).toBe(200);
  });
});
