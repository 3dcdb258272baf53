import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axe, E2E_SECRET_KEY, startProduct, type StartedProduct } from './product';

let product: StartedProduct;
let baseUrl: string;

beforeAll(async () => {
  product = await startProduct();
  ({ baseUrl } = product);
}, 120_000);

afterAll(() => product?.stop());

describe('the started product', () => {
  it('serves the home page through Next.js, reading the database through the server-side caller', async () => {
    await mkdir('e2e/screenshots', { recursive: true });
    for (const width of [1366, 390]) {
      const page = await product.browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(baseUrl);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Platform API');
      // The seeded home page's metadata title: read in the page's Server Component from the server's own database.
      expect(await page.getByTestId('site-title').textContent()).toBe('Фонд реставрации наследия');
      expect(await page.locator('a[href="/api/ecommerce/orders-to-products"]').count()).toBe(1);
      await page.screenshot({ path: `e2e/screenshots/home-${width}.png`, fullPage: true });
      expect(await axe(page), `axe at ${width} px`).toEqual([]);
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
      headers: { 'x-rbac-secret-key': E2E_SECRET_KEY },
    });
    expect(await revalidated.json()).toEqual({ data: { path: '/', type: 'layout', revalidated: true } });
    const invalid = await fetch(`${baseUrl}/api/revalidation/revalidate?path=home`, {
      headers: { 'x-rbac-secret-key': E2E_SECRET_KEY },
    });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { cause: { field: string }[] }).cause).toEqual([
      expect.objectContaining({ field: 'path' }),
    ]);
  });
});
