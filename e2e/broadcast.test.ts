import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ANNOUNCEMENTS_SLUG } from '../src/server/seed/site/announcements';
import { BROADCAST_DICTIONARY } from '../src/widgets/broadcast/dictionary';
import { axe, E2E_SECRET_KEY, startProduct, type StartedProduct } from './product';
import { PROCESS_SECRETS } from './server-process';

// The announcement bar (issue 33, point 4; docs/decisions/0050) in Chromium: an announcement pushed through the API
// reaches an open page without a reload, in the page's language; a visitor closes it and it stays closed on the next
// page; a new one shows there, and one withdrawn leaves the open page.
let product: StartedProduct;
let baseUrl: string;

const SCREENSHOTS = 'e2e/screenshots';
const t = BROADCAST_DICTIONARY.ru;

interface Message {
  id: string;
  channelId: string;
}

beforeAll(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
  product = await startProduct();
  baseUrl = product.baseUrl;
}, 120_000);

afterAll(() => product?.stop());

/** A call as the team's script would make it: with the secret key. */
async function api<T>(method: string, path: string, data?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'x-rbac-secret-key': E2E_SECRET_KEY, ...(data === undefined ? {} : { 'content-type': 'application/json' }) },
    body: data === undefined ? undefined : JSON.stringify({ data }),
  });
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

const push = (payload: Record<string, string>) =>
  api<Message>('POST', '/api/broadcast/channels/push-message', { slug: SITE_ANNOUNCEMENTS_SLUG, payload });

const bar = (page: Page) => page.getByRole('region', { name: t.announcements });

/** Marks the document: a reload or a navigation forgets it. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

/** Opens `path` and waits until its bar has read the channel once its live stream is open (what it shows is settled). */
async function open(page: Page, path: string) {
  const read = page.waitForResponse((response) => /\/api\/broadcast\/channels\/[^/]+\/messages$/.test(response.url()));
  await page.goto(`${baseUrl}${path}`);
  await read;
}

describe('the announcement bar', () => {
  it('shows a pushed announcement on an open page, keeps it closed once closed, and shows the next one', async () => {
    const context = await product.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'ru-RU' });
    const page = await context.newPage();
    await open(page, '/ru');
    await expect(bar(page).count()).resolves.toBe(0);
    await mark(page);

    const first = await push({
      ru: 'Сегодня с 22:00 до 23:00 сайт может работать с перерывами: обновляем платёжную страницу.',
      en: 'Tonight from 22:00 to 23:00 the site may pause now and then: we are updating the payment page.',
    });
    await bar(page).getByText('Сегодня с 22:00').waitFor();
    expect(await stillMarked(page)).toBe(true);
    expect(await bar(page).innerText()).not.toMatch(/[A-Za-z]{2,}/);

    const found: string[] = [];
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: `${SCREENSHOTS}/broadcast-bar-${width}.png` });
      found.push(...(await axe(page, undefined, ['serious', 'critical'])).map((violation) => `${width}: ${violation}`));
    }
    expect(found).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });

    await bar(page).getByRole('button', { name: t.dismiss }).click();
    await bar(page).waitFor({ state: 'detached' });

    await open(page, '/ru/about');
    await expect(bar(page).count()).resolves.toBe(0);
    await mark(page);

    await push({ ru: 'Открыт сбор на новую кровлю часовни.', en: 'We are raising funds for the chapel’s new roof.' });
    await bar(page).getByText('Открыт сбор').waitFor();
    expect(await stillMarked(page)).toBe(true);
    await expect(bar(page).getByText('Сегодня с 22:00').count()).resolves.toBe(0);

    const english = await context.newPage();
    await open(english, '/en/about');
    await english.getByRole('region', { name: BROADCAST_DICTIONARY.en.announcements }).getByText('raising funds').waitFor();
    await english.close();

    const [shown] = await api<Message[]>('GET', `/api/broadcast/channels/${first.channelId}/messages`);
    await api('DELETE', `/api/broadcast/channels/${first.channelId}/messages/${shown!.id}`);
    await bar(page).waitFor({ state: 'detached' });
    expect(await stillMarked(page)).toBe(true);
    await context.close();
  }, 120_000);

  it("is the team's in the admin: a channel's form lists its announcements in a nested table", async () => {
    const context = await product.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'ru-RU' });
    const signedIn = await context.request.post(`${baseUrl}/api/rbac/subjects/authentication/email-and-password/authentication`, {
      data: { data: { login: PROCESS_SECRETS.RBAC_ADMIN_EMAIL, password: PROCESS_SECRETS.RBAC_ADMIN_PASSWORD } },
    });
    expect(signedIn.status()).toBe(200);
    const message = await push({
      ru: 'Фонд открывает летний лагерь волонтёров.',
      en: 'The foundation opens a summer volunteer camp.',
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/broadcast/channels?open=${message.channelId}`);
    const nested = page
      .getByRole('dialog')
      .last()
      .getByRole('region', { name: /^(Объявления|Announcements) ·/ });
    await nested.getByText('летний лагерь', { exact: false }).waitFor();
    const found: string[] = [];
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: `${SCREENSHOTS}/broadcast-admin-channel-${width}.png` });
      found.push(...(await axe(page, '[role="dialog"]', ['serious', 'critical'])).map((violation) => `${width}: ${violation}`));
    }
    expect(found).toEqual([]);
    await context.close();
  }, 120_000);
});
