import type { Page, Route } from 'playwright-core';

const SCRIPTS = '**/_next/static/chunks/**';

/** In the page: whether React has taken over the element `selector` finds (it marks the nodes it hydrates). */
const hydratedIn = (selector: string) => {
  const element = document.querySelector(selector);
  return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
};

/**
 * Holds back the page's scripts from now on, as a slow connection would, until the answered function is called. `page`
 * keeps routing its scripts through here (routes held back cannot be taken off while they are answered): give it a page
 * of its own.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCRIPTS, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * A visitor on a slow phone: `url` opens with the page's scripts held back (holdScripts), `type` fills in what the
 * server drew, and only then do the scripts load. Resolves once React has hydrated the form `formSelector` finds;
 * answers whether the form was still the server's HTML alone when `type` was done.
 */
export async function typeBeforeHydration(
  page: Page,
  url: string,
  formSelector: string,
  type: () => Promise<void>,
): Promise<{ typedBeforeHydration: boolean }> {
  const release = await holdScripts(page);
  let typedBeforeHydration: boolean;
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(formSelector).waitFor();
    await type();
    typedBeforeHydration = !(await page.evaluate(hydratedIn, formSelector));
  } finally {
    release();
  }
  await page.waitForFunction(hydratedIn, formSelector, { timeout: 60_000 });
  return { typedBeforeHydration };
}
