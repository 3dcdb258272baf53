import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_SECRET_KEY, startProduct, type StartedProduct } from './product';

let product: StartedProduct;
let baseUrl: string;

beforeAll(async () => {
  product = await startProduct();
  ({ baseUrl } = product);
}, 120_000);

afterAll(() => product?.stop());

describe('the started product', () => {
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
