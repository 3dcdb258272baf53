import type { Page } from 'playwright-core';
import { rbacDictionary } from '../src/components/rbac/dictionary';
import type { Language } from '../src/shared/languages';
import { rbacPaths } from '../src/shared/rbac-paths';
import { PROCESS_SECRETS } from './server-process';

type Account = { email: string; password: string; language?: Language };

/** The email and password form the page shows (sign-in or registration), filled in `language`'s words and sent. */
export async function sendAccountsForm(
  page: Page,
  form: 'signIn' | 'registration',
  { email, password, language = 'ru' }: Account,
): Promise<void> {
  const words = rbacDictionary(language);
  await page.getByLabel(words.common.email, { exact: true }).fill(email);
  await page.getByLabel(words.common.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: words[form].submit, exact: true }).click();
}

/**
 * An accounts page opened once its session keeper is done: every accounts page gives a visitor a session (an anonymous
 * one at first), and the navbar's account entry (Sign in, or the signed-in menu) shows only after it.
 */
export async function openAccountsPage(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('[data-testid="subject-menu"], [data-testid="account-sign-in"]').first().waitFor();
}

/** `form`'s page of the account's language opened and sent; resolves once it has brought the visitor to their home. */
async function sendFromItsPage(page: Page, baseUrl: string, form: 'signIn' | 'registration', account: Account) {
  const paths = rbacPaths(account.language ?? 'ru');
  await openAccountsPage(page, `${baseUrl}${paths[form]}`);
  await sendAccountsForm(page, form, account);
  await page.waitForURL(`${baseUrl}${paths.home}`);
}

export const signIn = (page: Page, baseUrl: string, account: Account) => sendFromItsPage(page, baseUrl, 'signIn', account);

export const register = (page: Page, baseUrl: string, account: Account) =>
  sendFromItsPage(page, baseUrl, 'registration', account);

/** `signIn` as the administrator every started process is given (PROCESS_SECRETS). */
export const signInAsAdministrator = (page: Page, baseUrl: string, language: Language = 'ru') =>
  signIn(page, baseUrl, { email: PROCESS_SECRETS.RBAC_ADMIN_EMAIL, password: PROCESS_SECRETS.RBAC_ADMIN_PASSWORD, language });
