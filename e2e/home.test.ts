import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const axePath = createRequire(import.meta.url).resolve('axe-core');

// The product as `npm start` serves it (after `next build`, which `npm test` runs first), on an in-memory database.
let server: ChildProcess;
let browser: Browser;
let baseUrl: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn('node_modules/.bin/tsx', ['scripts/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      RBAC_SECRET_KEY: 'e2e-secret-key',
      // Set, so the start neither generates them nor writes them into .env.
      RBAC_JWT_SECRET: 'e2e-jwt-secret-of-at-least-32-characters',
      RBAC_ADMIN_EMAIL: 'admin@example.com',
      RBAC_ADMIN_PASSWORD: 'e2e-admin-password',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Platform on') && resolve());
    server.on('exit', (code) => reject(new Error(`The server exited with ${code}`)));
  });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
});

describe('the started product', () => {
  it('serves the home page through Next.js, reading the database through the server-side caller', async () => {
    await mkdir('e2e/screenshots', { recursive: true });
    for (const width of [1366, 390]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(baseUrl);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Platform API');
      // The seeded home page's metadata title: read in the page's Server Component from the server's own database.
      expect(await page.getByTestId('site-title').textContent()).toBe('Фонд реставрации наследия');
      expect(await page.locator('a[href="/api/ecommerce/orders-to-products"]').count()).toBe(1);
      await page.screenshot({ path: `e2e/screenshots/home-${width}.png`, fullPage: true });
      await page.addScriptTag({ path: axePath });
      const violations = await page.evaluate(async () => {
        const results = await (window as unknown as { axe: { run(): Promise<{ violations: { id: string }[] }> } }).axe.run();
        return results.violations.map((violation) => violation.id);
      });
      expect(violations, `axe at ${width} px`).toEqual([]);
      await page.close();
    }

    const pages = (await (await fetch(`${baseUrl}/api/host/pages`)).json()) as { data: { url: string; language: string }[] };
    expect(pages.data).toEqual([expect.objectContaining({ url: '/', language: 'ru' })]);
    const rouble = await fetch(
      `${baseUrl}/api/billing/currencies?filters[and][0][column]=isDefault&filters[and][0][method]=eq&filters[and][0][value]=true`,
    );
    expect(((await rouble.json()) as { data: { slug: string }[] }).data.map((currency) => currency.slug)).toEqual(['rub']);
  });

  it('hands the routes only Next.js can serve to it, with the same access rule and answer shape', async () => {
    const refused = await fetch(`${baseUrl}/api/revalidation/revalidate?path=/`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ data: expect.stringContaining('Sign in first'), cause: [] });
    const revalidated = await fetch(`${baseUrl}/api/revalidation/revalidate?path=/&type=layout`, {
      method: 'POST',
      headers: { 'x-rbac-secret-key': 'e2e-secret-key' },
    });
    expect(await revalidated.json()).toEqual({ data: { path: '/', type: 'layout', revalidated: true } });
    const invalid = await fetch(`${baseUrl}/api/revalidation/revalidate?path=home`, {
      headers: { 'x-rbac-secret-key': 'e2e-secret-key' },
    });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { cause: { field: string }[] }).cause).toEqual([
      expect.objectContaining({ field: 'path' }),
    ]);
  });
});
