import type { Browser, BrowserContext } from 'playwright-core';

/**
 * What the browser refused under the pages' Content-Security-Policy since the last test ended: e2e/setup.ts fails
 * each test that leaves any. No vitest here, so the benchmarks can start the product too.
 */
export const policyViolations: string[] = [];

/**
 * Every page of the context reports each refusal of its policy (`securitypolicyviolation`: the directive, what was
 * blocked, and where).
 */
async function reportPolicyViolations(context: BrowserContext) {
  await context.exposeBinding('__reportPolicyViolation', ({ page }, violation: string) => {
    policyViolations.push(`${page.url()}: ${violation}`);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportPolicyViolation(violation: string): void }).__reportPolicyViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`),
    );
  });
}

/**
 * The browser's contexts (and so its pages, `browser.newPage()` included, which makes a context through
 * `newContext`) all report violations: wrapped once, where the browser is launched, so no test can open a page that
 * goes unwatched.
 */
export function watchedBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await reportPolicyViolations(context);
    return context;
  };
  return browser;
}
