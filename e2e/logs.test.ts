import type { Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rbacDictionary } from '../src/components/rbac/dictionary';
import { rbacPaths } from '../src/shared/rbac-paths';
import { E2E_SECRET_KEY, startProduct, type StartedProduct } from './product';

// The built product's log at its most verbose, while a browser signs up, in and out, resets a password and loads
// pages with every credential it holds: none of them may appear in it, and every answer has its request line.
let product: StartedProduct;
let log = '';
beforeAll(async () => {
  product = await startProduct({ env: { LOG_LEVEL: 'trace' }, output: (text) => void (log += text) });
}, 120_000);
afterAll(() => product?.stop());

const en = rbacDictionary('en');
const paths = rbacPaths('en');
const AUTH = '/api/rbac/subjects/authentication';
const email = `logs-${Date.now()}@example.com`;
const password = 'first-password-Saffron-6120';
const newPassword = 'second-password-Hazel-3391';

async function submit(page: Page, path: string, fields: [label: string, value: string][], button: string) {
  await page.goto(`${product.baseUrl}${path}`);
  // The navbar's account entry (Sign in, or the signed-in menu) shows once the page's session is settled.
  await page.locator('[data-testid="subject-menu"], [data-testid="account-sign-in"]').first().waitFor();
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: button }).click();
}

/** The reset code mailed to `email`, read from the outbox with the secret key. */
async function resetCode(): Promise<string> {
  const query = `filters[and][0][column]=recipient&filters[and][0][method]=eq&filters[and][0][value]=${encodeURIComponent(email)}`;
  const answer = await fetch(`${product.baseUrl}/api/notification/notifications?${query}`, {
    headers: { 'x-rbac-secret-key': E2E_SECRET_KEY },
  });
  const { data } = (await answer.json()) as { data: { text: string }[] };
  return /\?code=([\w-]+)/.exec(data[0]?.text ?? '')?.[1] ?? '';
}

describe('the log of the served product', () => {
  const secrets: Record<string, string> = { password, newPassword, secretKey: E2E_SECRET_KEY };
  const answered: { status: number; requestId: string | null }[] = [];

  beforeAll(async () => {
    const context = await product.browser.newContext();
    const page = await context.newPage();
    // Cookies holding credentials (next-auth's callback URL is none).
    const credentialCookies = async () =>
      (await context.cookies()).filter((cookie) => cookie.value.length >= 8 && !cookie.name.endsWith('callback-url'));
    page.on('response', (response) => {
      if (response.url().startsWith(product.baseUrl))
        answered.push({ status: response.status(), requestId: response.headers()['x-request-id'] ?? null });
    });

    await submit(
      page,
      paths.registration,
      [
        [en.common.email, email],
        [en.common.password, password],
      ],
      en.registration.submit,
    );
    await page.waitForURL(`${product.baseUrl}${paths.home}`);
    await page.goto(`${product.baseUrl}${paths.settings}?password=${password}`);
    for (const cookie of await credentialCookies()) secrets[`cookie ${cookie.name}`] = cookie.value;

    await submit(page, paths.forgotPassword, [[en.common.email, email]], en.forgotPassword.submit);
    await page.getByText(en.forgotPassword.sent).waitFor();
    // The code is made and queued after the answer.
    secrets.code = await vi.waitFor(async () => (await resetCode()) || Promise.reject(new Error('No reset code yet')), {
      timeout: 10_000,
    });
    const fields: [string, string][] = [
      [en.resetPassword.password, newPassword],
      [en.resetPassword.passwordConfirmation, newPassword],
    ];
    await submit(page, `${paths.resetPassword}?code=${secrets.code}`, fields, en.resetPassword.submit);
    // A reset password leads to the sign-in page.
    await page.waitForURL(`${product.baseUrl}${paths.signIn}`);
    // Over REST: a sign-in with the new password, then the code a second time (refused).
    const post = (path: string, data: unknown) =>
      fetch(`${product.baseUrl}${AUTH}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data }),
      });
    const signedIn = (await (
      await post('/email-and-password/authentication', { login: email, password: newPassword })
    ).json()) as {
      data: { jwt: string; refresh: string };
    };
    Object.assign(secrets, { jwt: signedIn.data.jwt, refresh: signedIn.data.refresh });
    const again = { code: secrets.code, password, passwordConfirmation: password };
    expect((await post('/email-and-password/reset-password', again)).status).toBe(400);
    for (const cookie of await credentialCookies()) secrets[`cookie ${cookie.name} 2`] = cookie.value;

    // A wallet's sign-in over REST, twice with the same nonce; pages with the secret key and with broken cookies.
    const account = privateKeyToAccount(generatePrivateKey());
    const { nonce } = (
      (await (await fetch(`${product.baseUrl}${AUTH}/ethereum-virtual-machine/nonce`)).json()) as {
        data: { nonce: string };
      }
    ).data;
    secrets.nonce = nonce;
    const site = new URL(product.baseUrl);
    const message = createSiweMessage({
      address: account.address,
      chainId: 1,
      domain: site.host,
      nonce,
      uri: site.origin,
      version: '1',
    });
    const wallet = { message, signature: await account.signMessage({ message }), address: account.address };
    for (let attempt = 0; attempt < 2; attempt++) await post('/ethereum-virtual-machine', wallet);
    await page.setExtraHTTPHeaders({ 'x-rbac-secret-key': E2E_SECRET_KEY });
    await page.goto(`${product.baseUrl}/admin?nonce=${nonce}`);
    await context.addCookies([
      { name: 'rbac.subject.jwt', value: `${secrets['cookie rbac.subject.jwt'] ?? 'none'}-broken`, url: product.baseUrl },
      { name: 'rbac.secret-key', value: E2E_SECRET_KEY, url: product.baseUrl },
    ]);
    await page.goto(`${product.baseUrl}/en/no-such-page?code=${secrets.code}`);
    await page.goto(`${product.baseUrl}${paths.settings}`);
    await context.close();
    // The last request lines are written as their answers end.
    await vi.waitFor(
      () => {
        const missing = answered.filter(({ requestId }) => requestId && !log.includes(`"requestId":"${requestId}"`));
        if (missing.length > 0) throw new Error(`${missing.length} answers have no log line yet`);
      },
      { timeout: 20_000, interval: 100 },
    );
  }, 120_000);

  it('shows no password, token, reset code, nonce, secret key or cookie value', () => {
    expect(Object.keys(secrets).length).toBeGreaterThanOrEqual(7);
    expect(
      Object.entries(secrets)
        .filter(([, secret]) => log.includes(secret))
        .map(([name]) => name),
    ).toEqual([]);
  });

  it('has a line for every answer the browser got, under the request id it was answered', () => {
    const lines = log
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { requestId?: string; status?: number; path?: string; subjectId?: string });
    expect(answered.length).toBeGreaterThan(10);
    // A file the browser had cached is revalidated: the server answered 304, the browser shows its cached 200.
    const logged = (status: number) => (status === 200 ? expect.toBeOneOf([200, 304]) : status);
    for (const { status, requestId } of answered)
      expect(lines.filter((line) => line.requestId === requestId && line.path)).toEqual([
        expect.objectContaining({ status: logged(status) }),
      ]);
    expect(lines.some((line) => line.path === paths.settings && line.subjectId)).toBe(true);
  });
});
