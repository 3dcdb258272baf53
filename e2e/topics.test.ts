import { mkdir } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPIC_ANNOUNCE_DICTIONARY } from '../src/components/admin/panels/notification/topic-announce-dictionary';
import { topicsDictionary } from '../src/components/notification/dictionary';
import { rbacPaths } from '../src/shared/rbac-paths';
import { NEWSLETTER_SLUGS } from '../src/server/seed/site/newsletters';
import { sendAccountsForm, signInAsAdministrator } from './accounts-forms';
import { animationsSettled, axe, E2E_SECRET_KEY, startProduct, type StartedProduct } from './product';

// The newsletters (issue 31, docs/decisions/0048) in Chromium: a visitor subscribes from the news page's widget, an
// editor sends an announcement from the topic's admin form, it is written to the outbox for the visitor in Russian,
// and the link at its foot unsubscribes after a confirmation (opening it alone changes nothing).
let product: StartedProduct;
let baseUrl: string;

const SCREENSHOTS = 'e2e/screenshots';
const WIDTHS = [1366, 390] as const;
const heightOf = (width: number) => (width === 390 ? 844 : 900);

const t = topicsDictionary('ru');
const panelWords = TOPIC_ANNOUNCE_DICTIONARY.ru;

beforeAll(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
  product = await startProduct();
  baseUrl = product.baseUrl;
}, 120_000);

afterAll(() => product?.stop());

const newPage = async (): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await product.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'ru-RU' });
  return { context, page: await context.newPage() };
};

/** A call beside the browser, as another program would make it: with the secret key. */
async function api<T>(method: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { method, headers: { 'x-rbac-secret-key': E2E_SECRET_KEY } });
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * `subject` at each width, in the viewport (or the full page), nothing moving; and axe's serious and critical findings
 * on the page.
 */
async function keep(page: Page, name: string, subject?: Locator): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: heightOf(width) });
    await animationsSettled(page);
    if (subject) await subject.scrollIntoViewIfNeeded();
    else await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENSHOTS}/topics-${name}-${width}.png`, fullPage: !subject });
    found.push(...(await axe(page, undefined, ['serious', 'critical'])).map((violation) => `${width}: ${violation}`));
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  return found;
}

/** The Latin words a Russian screen shows inside `selector`. */
const latinWords = (locator: Locator) =>
  locator.evaluate((element) => (element as HTMLElement).innerText.match(/[A-Za-z]{2,}/g) ?? []);

interface Topic {
  id: string;
  slug: string;
}
interface OutboxRow {
  recipient: string;
  language: string;
  title: string;
  status: string;
  batchKey: string;
  unsubscribeUrl: string;
  data: { unsubscribeLink: string; topic: string };
}

describe('newsletters', () => {
  it('a visitor subscribes from the site, an editor announces, the outbox has it, and the link unsubscribes', async () => {
    const email = `reader-${Date.now()}@example.com`;
    const password = 'reader-password';
    const registered = await fetch(`${baseUrl}/api/rbac/subjects/authentication/email-and-password/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ru' },
      body: JSON.stringify({ data: { login: email, password } }),
    });
    expect(registered.status).toBe(200);

    // Signed out, the news page's widget invites to sign in, and the sign-in comes back to the page.
    const { page: visitor } = await newPage();
    await visitor.goto(`${baseUrl}/ru/blog`);
    const widget = visitor.getByTestId('topics-subscription');
    const invite = widget.locator('[data-topics-sign-in]');
    await invite.waitFor();
    await invite.getByRole('link', { name: t.register }).waitFor();
    expect(await latinWords(widget)).toEqual([]);
    expect(await keep(visitor, 'widget-signed-out', widget)).toEqual([]);
    await invite.getByRole('link', { name: t.signIn }).click();
    await visitor.waitForURL((url) => url.pathname === rbacPaths('ru').signIn);
    await sendAccountsForm(visitor, 'signIn', { email, password });
    await visitor.waitForURL(`${baseUrl}/ru/blog`);

    // Signed in: the topics, unticked; ticking «Новости фонда» subscribes.
    const news = widget.locator(`[data-topic="${NEWSLETTER_SLUGS.news}"]`);
    await news.waitFor();
    expect(await news.getAttribute('data-subscribed')).toBe('false');
    await widget.getByRole('checkbox', { name: 'Новости фонда' }).click();
    await widget.getByText(t.subscribedTo('Новости фонда')).waitFor();
    await widget.locator(`[data-topic="${NEWSLETTER_SLUGS.news}"][data-subscribed="true"]`).waitFor();
    expect(await widget.locator(`[data-topic="${NEWSLETTER_SLUGS.reports}"]`).getAttribute('data-subscribed')).toBe('false');
    expect(await latinWords(widget)).toEqual([]);
    expect(await keep(visitor, 'widget-signed-in', widget)).toEqual([]);

    // The settings show it ticked, in the «Рассылки» section.
    await visitor.goto(`${baseUrl}${rbacPaths('ru').settings}`);
    const settings = visitor.getByTestId('newsletter-settings');
    await settings.getByRole('heading', { name: t.newsletters }).waitFor();
    await settings.locator(`[data-topic="${NEWSLETTER_SLUGS.news}"][data-subscribed="true"]`).waitFor();
    expect(await latinWords(settings)).toEqual([]);
    expect(await keep(visitor, 'settings', settings)).toEqual([]);

    // The editor sends an announcement from the topic's form in the admin, in Russian.
    const [topic] = await api<Topic[]>(
      'GET',
      `/api/notification/topics?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=${NEWSLETTER_SLUGS.news}`,
    );
    const { page: editor } = await newPage();
    await signInAsAdministrator(editor, baseUrl);
    await editor.goto(`${baseUrl}/admin`);
    const interfaceLanguage = editor.getByRole('group', { name: 'Interface language' });
    if (await interfaceLanguage.count()) await interfaceLanguage.getByRole('button', { name: 'ru', exact: true }).click();
    await editor.getByRole('navigation', { name: 'Меню админки' }).waitFor();
    await editor.goto(`${baseUrl}/admin/notification/topics?open=${topic!.id}`);
    const panel = editor.locator(`[data-admin-panel="panel-notification-topic-announce-${topic!.id}"]`);
    await panel.locator('[data-topic-subscribers="1"]').waitFor();
    await panel.getByLabel(panelWords.heading(panelWords.languages.ru)).fill('Купол снова под крестом');
    await panel.getByLabel(panelWords.heading(panelWords.languages.en)).fill('The dome has its cross again');
    await panel
      .getByLabel(panelWords.body(panelWords.languages.ru))
      .fill('Спасибо всем, кто помог.\nРаботы на куполе закончены.');
    await panel.getByLabel(panelWords.body(panelWords.languages.en)).fill('Thank you to everyone who helped.');
    await panel.getByRole('button', { name: panelWords.send }).click();
    const confirmation = editor.getByRole('alertdialog');
    await confirmation.getByText(panelWords.confirm(1)).waitFor();
    expect(await keep(editor, 'announce-confirm', confirmation)).toEqual([]);
    await confirmation.getByRole('button', { name: panelWords.confirmSend }).click();
    await editor.locator('[data-sonner-toast]').filter({ hasText: panelWords.queued }).first().waitFor();
    const last = panel.locator('[data-announcements] tbody tr').first();
    await last.locator('[data-announcement-written="1"]').waitFor();
    await panel.getByText('Купол снова под крестом').waitFor();
    expect(await keep(editor, 'announce-panel', panel)).toEqual([]);
    expect(await keep(editor, 'announce-last', panel.getByRole('region', { name: panelWords.last }))).toEqual([]);

    // Written to the outbox for the visitor, in Russian, with its one-click address and its page.
    const rows = await api<OutboxRow[]>(
      'GET',
      `/api/notification/notifications?filters[and][0][column]=recipient&filters[and][0][method]=eq&filters[and][0][value]=${encodeURIComponent(email)}`,
    );
    const row = rows.find((each) => each.batchKey?.startsWith(`announce:${topic!.id}:`))!;
    expect(row).toMatchObject({ language: 'ru', title: 'Купол снова под крестом' });
    expect(row.data.topic).toBe('Новости фонда');
    expect(row.unsubscribeUrl).toMatch(new RegExp(`^${baseUrl}/api/notification/unsubscribe/[\\w-]+$`));
    expect(row.data.unsubscribeLink).toMatch(new RegExp(`^${baseUrl}/ru/unsubscribe\\?token=[\\w-]+$`));

    // Its link opens a page that asks first: opening it changes nothing.
    await visitor.goto(row.data.unsubscribeLink);
    const confirm = visitor.getByRole('button', { name: t.unsubscribe.confirm('Новости фонда') });
    await confirm.waitFor();
    await visitor.getByText(t.unsubscribe.question('Новости фонда')).waitFor();
    expect(await latinWords(visitor.locator('main'))).toEqual([]);
    expect(await keep(visitor, 'unsubscribe-page')).toEqual([]);
    // Opened again (as a mail scanner would have opened it first), it still asks: nothing was ended.
    await visitor.reload();
    await confirm.waitFor();

    await confirm.click();
    await visitor.locator('[data-unsubscribe-outcome="done"]').getByText(t.unsubscribe.done('Новости фонда')).waitFor();
    expect(await keep(visitor, 'unsubscribed')).toEqual([]);

    // Gone from the settings; the same link again says it is already gone.
    await visitor.goto(`${baseUrl}${rbacPaths('ru').settings}`);
    await visitor
      .getByTestId('newsletter-settings')
      .locator(`[data-topic="${NEWSLETTER_SLUGS.news}"][data-subscribed="false"]`)
      .waitFor();
    await visitor.goto(row.data.unsubscribeLink);
    await visitor.locator('[data-unsubscribe-outcome="gone"]').getByText(t.unsubscribe.gone).waitFor();
  });
});
