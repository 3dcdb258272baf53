import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_RUNS_DICTIONARY } from '../src/components/admin/panels/agent/agent-runs-dictionary';
import { rbacDictionary } from '../src/components/rbac/dictionary';
import { rbacPaths } from '../src/shared/rbac-paths';
import { animationsSettled, axe, E2E_SECRET_KEY, startProduct, type StartedProduct } from './product';
import { PROCESS_SECRETS } from './server-process';

// The agents (docs/decisions/0051) in the admin, in Russian: the list of the product's schedules, and an agent's
// form and panel, where an administrator runs it now and pauses it, its runs listed.
let product: StartedProduct;
let baseUrl: string;

const SCREENSHOTS = 'e2e/screenshots';
const WIDTHS = [1366, 390] as const;
const heightOf = (width: number) => (width === 390 ? 844 : 900);
const words = AGENT_RUNS_DICTIONARY.ru;
const accounts = rbacDictionary('ru');

beforeAll(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
  product = await startProduct();
  baseUrl = product.baseUrl;
}, 120_000);

afterAll(() => product?.stop());

/** `subject` (or the page) at each width, nothing moving; and axe's serious and critical findings. */
async function keep(page: Page, name: string, subject?: Locator): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: heightOf(width) });
    await animationsSettled(page);
    if (subject) await subject.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/agents-${name}-${width}.png` });
    found.push(...(await axe(page, undefined, ['serious', 'critical'])).map((violation) => `${width}: ${violation}`));
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  return found;
}

describe('agents in the admin', () => {
  it('lists the schedules in Russian, runs one now from its panel and pauses it from its form', async () => {
    const response = await fetch(
      `${baseUrl}/api/agent/agents?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=rbac.clean-up`,
      { headers: { 'x-rbac-secret-key': E2E_SECRET_KEY } },
    );
    const [agent] = ((await response.json()) as { data: { id: string; interval: string }[] }).data;
    expect(agent).toMatchObject({ interval: '17 * * * *' });
    const all = await fetch(`${baseUrl}/api/agent/agents?limit=100`, { headers: { 'x-rbac-secret-key': E2E_SECRET_KEY } });
    const scheduled = ((await all.json()) as { data: unknown[] }).data.length;

    const context = await product.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${rbacPaths('ru').signIn}`);
    await page.getByLabel(accounts.common.email, { exact: true }).fill(PROCESS_SECRETS.RBAC_ADMIN_EMAIL);
    await page.getByLabel(accounts.common.password, { exact: true }).fill(PROCESS_SECRETS.RBAC_ADMIN_PASSWORD);
    await page.getByRole('button', { name: accounts.signIn.submit }).click();
    await page.waitForURL(`${baseUrl}${rbacPaths('ru').home}`);
    await page.goto(`${baseUrl}/admin`);
    const interfaceLanguage = page.getByRole('group', { name: 'Interface language' });
    if (await interfaceLanguage.count()) await interfaceLanguage.getByRole('button', { name: 'ru', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Меню админки' });
    await menu.getByRole('link', { name: 'Расписание задач' }).click();
    await page.waitForURL(`${baseUrl}/admin/agent/agents`);
    const rows = page.locator('[data-admin-table][data-hydrated] tbody tr[data-row-id]');
    // One row per scheduled job of the product, as the API lists them.
    await expect.poll(() => rows.count()).toBe(scheduled);
    await page.getByText('Очистка истёкших сессий и кодов').first().waitFor();
    // What the team reads: the title, the job's name once, when it runs in words, whether it runs, its last run.
    const headings = (await page.locator('[data-admin-table] thead th').allTextContents()).map((text) => text.trim());
    expect(headings).toEqual(expect.arrayContaining(['Задача', 'Служебное имя', 'Расписание (UTC)', 'Запускается']));
    expect(headings.some((text) => text.startsWith('Последний запуск'))).toBe(true);
    expect(headings).not.toContain('Название в админке');
    const cleanUp = rows.filter({ hasText: 'rbac.clean-up' });
    expect(await cleanUp.getByText('rbac.clean-up', { exact: true }).count()).toBe(1);
    await cleanUp.getByText('В 17 минут', { exact: true }).waitFor();
    // Only the product makes agents (docs/decisions/0055): nothing to add, not even by the address of the create form.
    expect(await page.getByRole('button', { name: 'Добавить' }).count()).toBe(0);
    expect(await keep(page, 'list')).toEqual([]);
    await page.goto(`${baseUrl}/admin/agent/agents?open=new`);
    await page.locator('[data-admin-table][data-hydrated] tbody tr[data-row-id]').first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.goto(`${baseUrl}/admin/analytic/metrics`);
    await page.locator('[data-admin-table][data-hydrated]').waitFor();
    expect(await page.getByRole('button', { name: 'Добавить' }).count()).toBe(0);

    await page.goto(`${baseUrl}/admin/agent/agents?open=${agent!.id}`);
    const panel = page.locator(`[data-admin-panel="panel-agent-runs-${agent!.id}"]`);
    await panel.locator('[data-agent-enabled="true"]').waitFor();
    // The form reads the interval in words too, under its input.
    await page.getByRole('dialog').getByText('В 17 минут', { exact: true }).waitFor();
    expect(await keep(page, 'form')).toEqual([]);
    await panel.getByRole('button', { name: words.runNow }).click();
    await panel.locator('[data-agent-runs] [data-job-state="succeeded"]').first().waitFor();
    await panel.getByText(words.onDemand).first().waitFor();
    // Paused from the form (its generic update): the panel follows the save.
    await page.getByRole('switch', { name: 'Запускается' }).click();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await panel.locator('[data-agent-enabled="false"]').waitFor();
    await panel.getByText(words.paused).waitFor();
    expect(await keep(page, 'panel', panel)).toEqual([]);
    await context.close();
  });
});
