/**
 * The admin in Chromium, on the built product (e2e/product.ts). For `bench/admin.ts`: the time from navigation start
 * to the first rendered row of the products table at 1,000 products, and the JavaScript each screen loads (gzip).
 * Run alone (`npx tsx bench/admin-browser.ts`): every entry of the admin's menu over the seeded site (a PGlite folder,
 * as `npm start` keeps it), the time to the table's first rows (or its "no found items" row when the seed holds none),
 * painted from the server's HTML, and to their answering clicks once hydrated (reported, no goal), and from a click on Save (an edited name or note of the first record) to the button's success, against the goals of
 * 1 s and 0.5 s on this machine when otherwise idle (`BENCH_MENU_ENTRIES=/api/host/pages,…`: those entries only).
 * Needs `.next/BUILD_ID` (`next build`).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { E2E_SECRET_KEY, startProduct, type StartedProduct } from '../e2e/product';
import { SECRET_KEY_COOKIE, SECRET_KEY_HEADER } from '../src/shared/api-paths';
import { adminPathOf, menuGroups, summaryOf, type EntitySummary } from '../src/shared/admin/entity-summary';
import { entities } from '../src/shared/registry';
import { runBenchmark, type Cleanup } from './harness';
import { watchSettling } from './page-settled';

export const TABLE_ROW = '[data-admin-table] tr[data-row-id]';
export const TABLE_PATH = '/admin/ecommerce/products';
const PRODUCTS = 1000;
const LOADS = 5;
const ROW_TIMEOUT = 20_000;
const IDLE_TIMEOUT = 10_000;

export interface ScreenScripts {
  path: string;
  scripts: number;
  /** Sum of every loaded script's body gzipped at node:zlib's default level, in bytes. */
  gzipBytes: number;
  /** Modules whose entity schemas (the generated registry: `table:"EcommerceProduct"`) are in the loaded scripts. */
  registryModules: string[];
}

export type BrowserResult =
  | { measured: false; reason: string }
  | {
      measured: true;
      products: number;
      /** ms from navigation start to the first table row, one per fresh load. */
      firstRow: number[];
      screens: ScreenScripts[];
    };

/**
 * Each module's entity tables (Map.groupBy needs Node 21): an entity's schema names its table, which a relation
 * pointing at it (`model:"…"`) does not.
 */
const TABLES_BY_MODULE = new Map<string, string[]>();
for (const entity of entities)
  TABLES_BY_MODULE.set(entity.module, [...(TABLES_BY_MODULE.get(entity.module) ?? []), entity.table]);

/** A fresh context (no cache, no cookies but the secret key) with the first-row clock installed before any script runs. */
async function freshContext(product: StartedProduct): Promise<BrowserContext> {
  const context = await product.browser.newContext();
  await context.addCookies([{ name: SECRET_KEY_COOKIE, value: E2E_SECRET_KEY, url: product.baseUrl }]);
  // performance.now() counts from the navigation's start; the next animation frame after the row is inserted is
  // when it is first painted.
  await context.addInitScript((selector: string) => {
    const clock = window as unknown as { __adminFirstRow?: number };
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      requestAnimationFrame(() => (clock.__adminFirstRow = performance.now()));
    });
    observer.observe(document, { childList: true, subtree: true });
  }, TABLE_ROW);
  return context;
}

/** One fresh load of `path`: the scripts it loaded (waited for until the page settled) and when the first row showed. */
async function load(product: StartedProduct, path: string, waitForRow: boolean) {
  const context = await freshContext(product);
  try {
    const page = await context.newPage();
    const settling = watchSettling(page);
    const bodies: Promise<{ gzip: number; text: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(
        response.body().then(
          (body) => ({ gzip: gzipSync(body).length, text: body.toString('utf8') }),
          () => ({ gzip: 0, text: '' }),
        ),
      );
    });
    const response = await page.goto(product.baseUrl + path, { waitUntil: 'load' }).catch((error: Error) => {
      throw new Error(`${path} did not load: ${error.message.split('\n')[0]} (the build may not hold the admin yet)`);
    });
    const status = response?.status() ?? 0;
    if (status !== 200) throw new Error(`${path} answered ${status} (the build may not hold the admin yet)`);
    const landed = new URL(page.url()).pathname;
    if (landed !== path) throw new Error(`${path} sent the browser to ${landed} (was the secret-key cookie refused?)`);
    let firstRow: number | undefined;
    if (waitForRow) {
      await page.waitForSelector(TABLE_ROW, { timeout: ROW_TIMEOUT }).catch(() => {
        throw new Error(`${path}: no ${TABLE_ROW} within ${ROW_TIMEOUT / 1000} s (the build may not hold the table yet)`);
      });
      await page.waitForFunction(() => (window as unknown as { __adminFirstRow?: number }).__adminFirstRow !== undefined);
      firstRow = await page.evaluate(() => (window as unknown as { __adminFirstRow: number }).__adminFirstRow);
    }
    // Scripts a screen loads after its first paint count too; a page that keeps polling goes on after IDLE_TIMEOUT.
    // Not `networkidle`: it never comes while the page holds the live stream (bench/page-settled.ts).
    await settling.settled(IDLE_TIMEOUT).catch(() => undefined);
    const scripts = await Promise.all(bodies);
    const registryModules = [...TABLES_BY_MODULE]
      .filter(([, tables]) =>
        tables.some((table) => scripts.some((script) => new RegExp(`table:\\s*["'\`]${table}["'\`]`).test(script.text))),
      )
      .map(([name]) => name);
    const screen: ScreenScripts = {
      path,
      scripts: scripts.length,
      gzipBytes: scripts.reduce((sum, script) => sum + script.gzip, 0),
      registryModules,
    };
    return { firstRow, screen };
  } finally {
    await context.close();
  }
}

/** Products through the REST bulk route, as an administrator's import would (the product's database is in memory). */
async function fillProducts(product: StartedProduct): Promise<void> {
  const data = Array.from({ length: PRODUCTS }, (_, index) => {
    const name = `Desk lamp Nord ${index}`;
    return {
      data: { adminTitle: name, slug: `bench-lamp-${index}`, title: { en: name, ru: `Настольная лампа «Норд» ${index}` } },
    };
  });
  const response = await fetch(`${product.baseUrl}/api/ecommerce/products/bulk`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SECRET_KEY_HEADER]: E2E_SECRET_KEY },
    body: JSON.stringify({ data }),
  });
  if (response.status !== 201)
    throw new Error(`The bulk create answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
}

/** The built product in Chromium, or why it cannot be measured (skipped, no build, no Chromium, no start). */
async function startMeasured(cleanups: Cleanup[], env?: Record<string, string>): Promise<StartedProduct | string> {
  if (process.env.BENCH_BROWSER === '0') return 'skipped (BENCH_BROWSER=0)';
  if (!existsSync('.next/BUILD_ID')) return 'no build (.next/BUILD_ID is missing): run `next build` first';
  // startProduct launches Chromium after the server: check first, or a failed launch would leave the server running.
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium)) return `no Chromium at ${chromium} (set CHROMIUM_PATH)`;
  try {
    const product = await startProduct({ env });
    cleanups.push(() => product.stop());
    return product;
  } catch (error) {
    return `the product did not start: ${error instanceof Error ? error.message : String(error)}`;
  }
}

export async function measureBrowser(cleanups: Cleanup[]): Promise<BrowserResult> {
  const product = await startMeasured(cleanups);
  if (typeof product === 'string') return { measured: false, reason: product };
  try {
    await fillProducts(product);
    const admin = await load(product, '/admin', false);
    // The first load warms the server (its caches, the compiled routes); only fresh loads after it count.
    await load(product, TABLE_PATH, true);
    const firstRow: number[] = [];
    let table: ScreenScripts | undefined;
    for (let run = 0; run < LOADS; run++) {
      const result = await load(product, TABLE_PATH, true);
      firstRow.push(result.firstRow!);
      table = result.screen;
    }
    return { measured: true, products: PRODUCTS, firstRow, screens: [admin.screen, table!] };
  } catch (error) {
    return { measured: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

export const FIRST_ROWS_GOAL_MS = 1000;
export const SAVE_GOAL_MS = 500;
const MENU_LOADS = 3;
const WAIT_MS = 20_000;

/** The table's first painted rows: a record's row, or the one row saying there are none. */
const SHOWN = '[data-admin-table] tr[data-row-id], [data-admin-table] tr[data-admin-table-empty]';
/** The table once hydrated: its rows, painted from the server's HTML before, now answer clicks. */
const ANSWERING = '[data-admin-table][data-hydrated]';
/** Texts an edit may change without side effects beyond the record (its names, notes or slug) and what it adds. */
const EDITABLE = [
  ...['adminTitle', 'comment', 'title', 'subtitle', 'description', 'name'].map((name) => ({ name, added: ' ·' })),
  { name: 'slug', added: '-b' },
];
const editable = (name: string) => `[role="dialog"] :is(input, textarea)[name="${name}"]:not([disabled]):not([readonly])`;

export interface MenuEntry {
  path: string;
  /** ms from navigation start to the first rows, one per fresh load after a warm-up. */
  firstRows: number[];
  /** ms from navigation start to the table answering clicks (hydrated), one per fresh load after a warm-up. */
  answering: number[];
  /** Whether the table held records (else its first rows are the "no found items" row). */
  hadRows: boolean;
  /** ms from the click on Save to the button's success; undefined with the reason when nothing was saved. */
  save?: number;
  noSave?: string;
}

export type MenuResult = { measured: false; reason: string } | { measured: true; entries: MenuEntry[] };

/** The menu's entities in its order, as the admin shows them. */
function menuEntries(): EntitySummary[] {
  const summaries = entities.map((entity) => summaryOf(entity));
  const only = process.env.BENCH_MENU_ENTRIES?.split(',').filter(Boolean);
  return menuGroups(summaries)
    .flatMap(({ summaries: list }) => list)
    .filter((summary) => !only || only.includes(summary.path));
}

/** A fresh page (no cache, the secret key's cookie) whose clock notes the first rows and each save's click and result. */
async function freshPage(product: StartedProduct): Promise<Page> {
  const context = await product.browser.newContext();
  await context.addCookies([{ name: SECRET_KEY_COOKIE, value: E2E_SECRET_KEY, url: product.baseUrl }]);
  await context.addInitScript(
    ({ shown, answering }: { shown: string; answering: string }) => {
      const clock = window as unknown as {
        __firstRows?: number;
        __answering?: number;
        __saveClick?: number;
        __saved?: number;
        __saveStatus?: string;
      };
      const rows = new MutationObserver(() => {
        if (clock.__firstRows === undefined && document.querySelector(shown)) {
          clock.__firstRows = -1;
          requestAnimationFrame(() => (clock.__firstRows = performance.now()));
        }
        if (document.querySelector(answering)) {
          rows.disconnect();
          clock.__answering = performance.now();
        }
      });
      rows.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
      document.addEventListener(
        'click',
        (event) => {
          if (!(event.target as Element).closest('[role="dialog"] button[type="submit"][data-status]')) return;
          clock.__saveClick = performance.now();
          clock.__saved = undefined;
        },
        { capture: true },
      );
      new MutationObserver((changes) => {
        for (const change of changes) {
          const status = (change.target as Element).getAttribute('data-status');
          if (clock.__saveClick !== undefined && clock.__saved === undefined && (status === 'success' || status === 'error')) {
            clock.__saved = performance.now();
            clock.__saveStatus = status;
          }
        }
      }).observe(document, { attributes: true, attributeFilter: ['data-status'], subtree: true });
    },
    { shown: SHOWN, answering: ANSWERING },
  );
  return context.newPage();
}

async function firstRowsOf(page: Page, product: StartedProduct, entityPath: string) {
  const response = await page.goto(product.baseUrl + adminPathOf(entityPath), { waitUntil: 'commit' });
  if (response?.status() !== 200) throw new Error(`${entityPath}: the admin answered ${response?.status()}`);
  await page.waitForFunction(
    () => {
      const clock = window as unknown as { __firstRows?: number; __answering?: number };
      return clock.__answering !== undefined && clock.__firstRows !== undefined && clock.__firstRows >= 0;
    },
    undefined,
    { timeout: WAIT_MS },
  );
  const { ms, answering } = await page.evaluate(() => {
    const clock = window as unknown as { __firstRows: number; __answering: number };
    return { ms: clock.__firstRows, answering: clock.__answering };
  });
  const firstId = await page.evaluate(() =>
    document.querySelector('[data-admin-table] tr[data-row-id]')?.getAttribute('data-row-id'),
  );
  return { ms, answering, firstId: firstId ?? null };
}

/** Opens the record's form, changes a name or a note, and times Save to the button's success. */
async function saveOf(page: Page, product: StartedProduct, entityPath: string, id: string): Promise<number | string> {
  await page.goto(`${product.baseUrl}${adminPathOf(entityPath)}?open=${id}`);
  await page.locator('[role="dialog"] button[type="submit"][data-status]').first().waitFor({ timeout: WAIT_MS });
  const edit = await (async () => {
    for (const candidate of EDITABLE) if (await page.locator(editable(candidate.name)).count()) return candidate;
  })();
  if (!edit) return 'no name, note or slug in its form';
  const input = page.locator(editable(edit.name)).first();
  await input.fill(`${await input.inputValue()}${edit.added}`);
  await page.locator('[role="dialog"] button[type="submit"][data-status]').first().click();
  await page.waitForFunction(() => (window as unknown as { __saved?: number }).__saved !== undefined, undefined, {
    timeout: WAIT_MS,
  });
  const { took, status } = await page.evaluate(() => {
    const clock = window as unknown as { __saveClick: number; __saved: number; __saveStatus: string };
    return { took: clock.__saved - clock.__saveClick, status: clock.__saveStatus };
  });
  return status === 'success'
    ? took
    : `the save failed: ${await page.locator('[role="dialog"] [aria-invalid="true"]').count()} fields refused`;
}

/** A record made with the entity's defaults through REST, for a table the seed leaves empty; undefined if refused. */
async function createdRecord(product: StartedProduct, entityPath: string): Promise<string | undefined> {
  const response = await fetch(product.baseUrl + entityPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SECRET_KEY_HEADER]: E2E_SECRET_KEY },
    body: JSON.stringify({ data: {} }),
  });
  if (response.status !== 201) return undefined;
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** The second of two saves of the record (the first warms the update path), or why there is none. */
async function twoSaves(product: StartedProduct, entityPath: string, id: string): Promise<number | string> {
  const page = await freshPage(product);
  try {
    const first = await saveOf(page, product, entityPath, id);
    return typeof first === 'string' ? first : await saveOf(page, product, entityPath, id);
  } finally {
    await page.context().close();
  }
}

async function measureEntry(product: StartedProduct, entityPath: string): Promise<MenuEntry> {
  const firstRows: number[] = [];
  const answering: number[] = [];
  let firstId: string | null = null;
  // The first load warms the server (its compiled routes, the entity's chunk); fresh loads after it count.
  for (let load = 0; load <= MENU_LOADS; load++) {
    const page = await freshPage(product);
    try {
      const shown = await firstRowsOf(page, product, entityPath);
      if (load > 0) {
        firstRows.push(shown.ms);
        answering.push(shown.answering);
      }
      firstId ??= shown.firstId;
    } finally {
      await page.context().close();
    }
  }
  const hadRows = firstId !== null;
  const id = firstId ?? (await createdRecord(product, entityPath));
  if (!id)
    return { path: entityPath, firstRows, answering, hadRows, noSave: 'none seeded, and a record with its defaults is refused' };
  const save = await twoSaves(product, entityPath, id);
  return typeof save === 'string'
    ? { path: entityPath, firstRows, answering, hadRows, noSave: save }
    : { path: entityPath, firstRows, answering, hadRows, save };
}

export async function measureMenu(cleanups: Cleanup[]): Promise<MenuResult> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-admin-menu-'));
  cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
  const product = await startMeasured(cleanups, { DATABASE_URL: path.join(folder, 'pglite') });
  if (typeof product === 'string') return { measured: false, reason: product };
  const entries: MenuEntry[] = [];
  for (const summary of menuEntries()) entries.push(await measureEntry(product, summary.path));
  return { measured: true, entries };
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One line per menu entry: its first rows (median of the fresh loads) and its save, each against its goal. */
function menuReport(entries: readonly MenuEntry[]): string {
  const lines = entries.map((entry) => {
    const rows = median(entry.firstRows);
    const rowsText = `${Math.round(rows)} ms${entry.hadRows ? '' : ' (none seeded)'}${rows > FIRST_ROWS_GOAL_MS ? ' OVER' : ''}`;
    const saveText =
      entry.save === undefined
        ? `not measured: ${entry.noSave}`
        : `${Math.round(entry.save)} ms${entry.save > SAVE_GOAL_MS ? ' OVER' : ''}`;
    const answeringText = `${Math.round(median(entry.answering))} ms`;
    return `${entry.path.padEnd(40)} first rows ${rowsText.padEnd(26)} answering ${answeringText.padEnd(8)} save ${saveText}`;
  });
  const slow = entries.filter((entry) => median(entry.firstRows) > FIRST_ROWS_GOAL_MS || (entry.save ?? 0) > SAVE_GOAL_MS);
  return [
    ...lines,
    '',
    slow.length
      ? `Over the goals (first rows ${FIRST_ROWS_GOAL_MS} ms, save ${SAVE_GOAL_MS} ms): ${slow.map((entry) => entry.path).join(', ')}`
      : `Every menu entry showed its first rows within ${FIRST_ROWS_GOAL_MS} ms and saved within ${SAVE_GOAL_MS} ms.`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await runBenchmark(async (cleanups) => {
    const result = await measureMenu(cleanups);
    if (!result.measured) throw new Error(`Not measured: ${result.reason}`);
    console.log(menuReport(result.entries));
    if (result.entries.some((entry) => median(entry.firstRows) > FIRST_ROWS_GOAL_MS || (entry.save ?? 0) > SAVE_GOAL_MS))
      process.exitCode = 1;
  });
