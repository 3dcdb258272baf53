/**
 * The home page in Chromium at 390 px (a phone: device scale 3, touch, a mobile user agent) for bench/site.ts: the
 * JavaScript it loads (gzip) and its Core Web Vitals (LCP, CLS) as Lighthouse reads them, unthrottled and with
 * Lighthouse's mobile throttling applied through the DevTools protocol.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/product';
import { watchSettling } from './page-settled';

export const VIEWPORT = { width: 390, height: 844 };
const DEVICE_SCALE = 3;
/** A page not settled by then is reported, not measured half-loaded. */
const SETTLE_TIMEOUT_MS = 30_000;

/**
 * Lighthouse's mobile preset (a slow 4G and a CPU four times slower) as Lighthouse applies it with DevTools
 * throttling: 150 ms RTT × 3.75 per request, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up.
 */
export const THROTTLING = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675, cpuSlowdown: 4 };

export interface Script {
  url: string;
  /** Bytes of the body as the browser ran it. */
  bytes: number;
  /** The body gzipped at node:zlib's default level. */
  gzip: number;
}

export interface Vitals {
  /**
   * ms from navigation start to the document's first byte. DevTools throttling delays the body, not this: under it,
   * `html` is the figure to read.
   */
  ttfb: number;
  /** ms from navigation start to the document's last byte. */
  html: number;
  fcp: number;
  lcp: number;
  /** The largest layout-shift session window (shifts within 1 s of each other, at most 5 s), as Lighthouse counts it. */
  cls: number;
  shifts: number;
  load: number;
  /** The LCP element (`img.hero` …) and the image it shows, if any. */
  lcpElement: string;
  lcpUrl: string;
  /** The LCP image's request (ms from navigation start) and its bytes over the wire. */
  lcpResource?: { start: number; end: number; transfer: number };
  /** Bytes over the wire and requests per kind of resource (0 bytes for what came from the HTTP cache). */
  transfer: Record<string, { bytes: number; count: number }>;
}

export interface Scenario {
  throttled: boolean;
  /** cold: a fresh browser profile (empty HTTP cache); warm: the same profile's second visit. */
  cache: 'cold' | 'warm';
  runs: Vitals[];
}

export interface BrowserResult {
  version: string;
  scripts: Script[];
  scenarios: Scenario[];
}

async function mobileContext(browser: Browser): Promise<BrowserContext> {
  const version = browser.version().split('.')[0];
  return browser.newContext({
    viewport: VIEWPORT,
    screen: VIEWPORT,
    deviceScaleFactor: DEVICE_SCALE,
    isMobile: true,
    hasTouch: true,
    userAgent: `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Mobile Safari/537.36`,
  });
}

/** Runs in the page once it has settled: the buffered performance entries, read as Lighthouse reads them. */
async function readVitals(): Promise<Vitals> {
  interface Shift extends PerformanceEntry {
    value: number;
    hadRecentInput: boolean;
  }
  const buffered = <T extends PerformanceEntry>(type: string) =>
    new Promise<T[]>((resolve) => {
      const observer = new PerformanceObserver((list) => {
        observer.disconnect();
        resolve(list.getEntries() as T[]);
      });
      observer.observe({ type, buffered: true });
      // No buffered entry: the callback never comes.
      setTimeout(() => {
        observer.disconnect();
        resolve([]);
      }, 300);
    });
  const [lcps, shifts] = await Promise.all([
    buffered<LargestContentfulPaint>('largest-contentful-paint'),
    buffered<Shift>('layout-shift'),
  ]);
  let cls = 0;
  let session = 0;
  let first = 0;
  let last = 0;
  const counted = shifts.filter((shift) => !shift.hadRecentInput);
  for (const shift of counted) {
    if (session && shift.startTime - last < 1000 && shift.startTime - first < 5000) session += shift.value;
    else {
      session = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    cls = Math.max(cls, session);
  }
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
  const lcp = lcps.at(-1);
  const describe = (element: Element | null | undefined) => {
    if (!element) return 'removed';
    const classes = [...element.classList].slice(0, 3).join('.');
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''}`;
  };
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const kindOf = (url: string) => {
    const path = new URL(url).pathname;
    if (path.endsWith('.js')) return 'script';
    if (path.endsWith('.css')) return 'css';
    if (/\.(woff2?|ttf|otf)$/.test(path)) return 'font';
    if (path.startsWith('/_next/image') || /\.(avif|webp|jpe?g|png|gif|svg)$/.test(path)) return 'image';
    return 'other';
  };
  const transfer: Record<string, { bytes: number; count: number }> = { document: { bytes: navigation.transferSize, count: 1 } };
  for (const resource of resources) {
    const kind = (transfer[kindOf(resource.name)] ??= { bytes: 0, count: 0 });
    kind.bytes += resource.transferSize;
    kind.count += 1;
  }
  const lcpUrl = lcp?.url ?? '';
  const image = lcpUrl ? resources.find((resource) => resource.name === lcpUrl) : undefined;
  return {
    ttfb: navigation.responseStart,
    html: navigation.responseEnd,
    fcp,
    lcp: lcp?.startTime ?? Number.NaN,
    cls,
    shifts: counted.length,
    load: navigation.loadEventEnd,
    lcpElement: lcp ? describe(lcp.element) : 'none',
    lcpUrl,
    lcpResource: image && { start: image.startTime, end: image.responseEnd, transfer: image.transferSize },
    transfer,
  };
}

/** One navigation in a new tab of `context`, throttled or not, read once it has settled (page-settled.ts). */
async function visit(context: BrowserContext, url: string, throttled: boolean): Promise<Vitals> {
  const page = await context.newPage();
  try {
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: THROTTLING.latencyMs,
        downloadThroughput: Math.floor((THROTTLING.downloadKbps * 1024) / 8),
        uploadThroughput: Math.floor((THROTTLING.uploadKbps * 1024) / 8),
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    }
    const settling = watchSettling(page);
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()} in Chromium`);
    await settling.settled(SETTLE_TIMEOUT_MS);
    // tsx compiles this file keeping function names (`__name(fn, "fn")`), a helper the page does not have.
    return (await page.evaluate(`(() => { const __name = (fn) => fn; return (${readVitals.toString()})(); })()`)) as Vitals;
  } finally {
    await page.close();
  }
}

/** Every script a fresh visit loads (until it has settled), with its body gzipped. */
async function scriptsOf(browser: Browser, url: string): Promise<Script[]> {
  const context = await mobileContext(browser);
  try {
    const page = await context.newPage();
    const scripts: Promise<Script>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then(
          (body) => ({ url: new URL(response.url()).pathname, bytes: body.length, gzip: gzipSync(body).length }),
          () => ({ url: new URL(response.url()).pathname, bytes: 0, gzip: 0 }),
        ),
      );
    });
    const settling = watchSettling(page);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await settling.settled(SETTLE_TIMEOUT_MS);
    return (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
  } finally {
    await context.close();
  }
}

/**
 * The scripts of `url`, then `runs` rounds of: a fresh profile's first and second visit, unthrottled and throttled.
 * The first visit (the scripts') also warms the server's optimised images, so no measured visit waits for sharp.
 */
export async function measureBrowser(url: string, runs: number, executablePath: string): Promise<BrowserResult> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const scripts = await scriptsOf(browser, url);
    const scenarios: Scenario[] = [false, true].flatMap((throttled) =>
      (['cold', 'warm'] as const).map((cache) => ({ throttled, cache, runs: [] as Vitals[] })),
    );
    const find = (throttled: boolean, cache: 'cold' | 'warm') =>
      scenarios.find((scenario) => scenario.throttled === throttled && scenario.cache === cache)!;
    for (let run = 0; run < runs; run++)
      for (const throttled of run % 2 ? [true, false] : [false, true]) {
        const context = await mobileContext(browser);
        try {
          find(throttled, 'cold').runs.push(await visit(context, url, throttled));
          find(throttled, 'warm').runs.push(await visit(context, url, throttled));
        } finally {
          await context.close();
        }
      }
    return { version: browser.version(), scripts, scenarios };
  } finally {
    await browser.close();
  }
}
