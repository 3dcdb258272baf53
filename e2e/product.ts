import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { watchedBrowser } from './policy-violations';

/**
 * axe-core's source, evaluated in the page as the browser's tools would: a `<script>` tag added to the page would be
 * refused by the page's own policy, as any script injected into it must be.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/** The secret key of the started product. */
export const E2E_SECRET_KEY = 'e2e-secret-key';

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Debian's Chromium as the tests drive it: no sandbox (containers), no GPU, nothing fetched in the background. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface StartedProduct {
  baseUrl: string;
  browser: Browser;
  stop(): Promise<void>;
}

export interface ProductOptions {
  /** Variables beside the test's own (LOG_LEVEL). */
  env?: Record<string, string>;
  /** Everything the server writes, standard output and error alike (its log); without it errors go to the terminal. */
  output?: (text: string) => void;
}

/**
 * The product as `npm start` serves it (after `next build`, which `npm test` runs first), on an in-memory database,
 * and Debian's Chromium to drive it. Every secret is given, so the start neither generates one nor writes `.env`.
 */
export async function startProduct(options: ProductOptions = {}): Promise<StartedProduct> {
  const port = await freePort();
  const server: ChildProcess = spawn('node_modules/.bin/tsx', ['scripts/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      RBAC_SECRET_KEY: E2E_SECRET_KEY,
      RBAC_JWT_SECRET: 'e2e-jwt-secret-of-at-least-32-characters',
      RBAC_ADMIN_EMAIL: 'admin@example.com',
      RBAC_ADMIN_PASSWORD: 'e2e-admin-password',
      // The address the browser uses: wallet sign-in messages name its host.
      SITE_URL: `http://127.0.0.1:${port}`,
      // Its start is told by the info line "Platform on": the tests' own LOG_LEVEL (warn) would hide it.
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', options.output ? 'pipe' : 'inherit'],
  });
  server.stderr?.on('data', (chunk: Buffer) => options.output?.(chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      options.output?.(chunk.toString());
      if (chunk.toString().includes('Platform on')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`The server exited with ${code}`)));
  });
  const browser = watchedBrowser(
    await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS }),
  );
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    browser,
    stop: async () => {
      await browser.close();
      server.kill('SIGTERM');
    },
  };
}

/**
 * axe-core on the page, or only inside `selector` (an open dialog or menu): each violation as `rule: targets`; with
 * `impacts`, only violations of those impacts (`['serious', 'critical']`).
 */
export async function axe(page: Page, selector?: string, impacts?: readonly string[]): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(
    async ({ within, kept }) => {
      type Result = { violations: { id: string; impact?: string; nodes: { target: string[] }[] }[] };
      const { axe: run } = window as unknown as { axe: { run(context?: Element | Document): Promise<Result> } };
      const results = await run.run(within ? document.querySelector(within)! : document);
      return results.violations
        .filter((violation) => !kept || kept.includes(violation.impact ?? ''))
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    },
    { within: selector, kept: impacts },
  );
}
