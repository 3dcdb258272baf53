import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { watchedBrowser } from './policy-violations';
import { PROCESS_SECRETS, startServerProcess, type ServerProcessOptions } from './server-process';

/**
 * axe-core's source, evaluated in the page as the browser's tools would: a `<script>` tag added to the page would be
 * refused by the page's own policy, as any script injected into it must be.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/** The secret key of the started product. */
export const E2E_SECRET_KEY = PROCESS_SECRETS.RBAC_SECRET_KEY;

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

/**
 * The product as `npm start` serves it (after the build `npm test` makes first), on an in-memory database, and
 * Debian's Chromium to drive it, watched for refusals of the pages' policy. Every secret is given, so the start
 * neither generates one nor writes it into `.env`.
 */
export async function startProduct(options: ServerProcessOptions = {}): Promise<StartedProduct> {
  const server = await startServerProcess(options);
  const browser = watchedBrowser(
    await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS }),
  );
  return {
    baseUrl: server.baseUrl,
    browser,
    stop: async () => {
      await browser.close();
      server.child.kill('SIGTERM');
      await server.exited;
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

/**
 * Waits until nothing moves (a sheet's slide, a slider's transform, a menu's fade): screenshots and contrast are
 * measured at rest. A canceled animation is at rest too (a resize or a re-render may cancel one).
 */
export const animationsSettled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
