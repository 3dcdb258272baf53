/**
 * The admin in Chromium, on the built product (e2e/product.ts): time from navigation start to the first rendered
 * row of an entity's table, and the JavaScript each screen loads (gzip). Needs `.next/BUILD_ID` (`next build`).
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { E2E_SECRET_KEY, startProduct, type StartedProduct } from '../e2e/product';
import { SECRET_KEY_COOKIE, SECRET_KEY_HEADER } from '../src/shared/api-paths';
import { entities } from '../src/shared/registry';
import type { Cleanup } from './harness';

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

/** One fresh load of `path`: the scripts it loaded (waited for until the network is idle) and when the first row showed. */
async function load(product: StartedProduct, path: string, waitForRow: boolean) {
  const context = await freshContext(product);
  try {
    const page = await context.newPage();
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
    await page.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT }).catch(() => undefined);
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

export async function measureBrowser(cleanups: Cleanup[]): Promise<BrowserResult> {
  if (process.env.BENCH_BROWSER === '0') return { measured: false, reason: 'skipped (BENCH_BROWSER=0)' };
  if (!existsSync('.next/BUILD_ID'))
    return { measured: false, reason: 'no build (.next/BUILD_ID is missing): run `next build` first' };
  // startProduct launches Chromium after the server: check first, or a failed launch would leave the server running.
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium)) return { measured: false, reason: `no Chromium at ${chromium} (set CHROMIUM_PATH)` };
  let product: StartedProduct;
  try {
    product = await startProduct();
  } catch (error) {
    return { measured: false, reason: `the product did not start: ${error instanceof Error ? error.message : String(error)}` };
  }
  cleanups.push(() => product.stop());
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
