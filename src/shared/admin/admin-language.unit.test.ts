import { describe, expect, it } from 'vitest';
import {
  adminContentLanguage,
  adminInterfaceLanguage,
  isAdminPath,
  refererLanguage,
  requestedAdminPath,
  signInReturningTo,
} from './admin-language';

const SIGN_IN = '/ru/rbac/subject/authentication/email-and-password';

describe("the admin's languages", () => {
  it("speaks the admin's own choice, else the site page it came from, else the site's language", () => {
    expect(adminInterfaceLanguage({ chosen: 'en', cameFrom: 'ru', site: 'ru' })).toBe('en');
    expect(adminInterfaceLanguage({ chosen: 'xx', cameFrom: 'ru', site: 'en' })).toBe('ru');
    expect(adminInterfaceLanguage({ site: 'en' })).toBe('en');
  });

  it('reads the language of a same-site page only', () => {
    expect(refererLanguage('http://localhost:4000/ru/donate', 'localhost:4000')).toBe('ru');
    expect(refererLanguage('http://localhost:4000/en', 'localhost:4000')).toBe('en');
    expect(refererLanguage('http://localhost:4000/admin/host/pages', 'localhost:4000')).toBeUndefined();
    expect(refererLanguage('https://elsewhere.example/ru/', 'localhost:4000')).toBeUndefined();
    expect(refererLanguage('not a url', 'localhost:4000')).toBeUndefined();
    expect(refererLanguage(undefined, 'localhost:4000')).toBeUndefined();
  });

  it('keeps the content language apart, following the interface until chosen', () => {
    expect(adminContentLanguage(undefined, 'ru')).toBe('ru');
    expect(adminContentLanguage('en', 'ru')).toBe('en');
    expect(adminContentLanguage('de', 'en')).toBe('en');
  });
});

describe('the return to the admin after sign-in', () => {
  it('sends the admin screen asked for as returnTo', () => {
    expect(signInReturningTo(SIGN_IN, '/admin/ecommerce/orders')).toBe(`${SIGN_IN}?returnTo=%2Fadmin%2Fecommerce%2Forders`);
    expect(signInReturningTo(SIGN_IN, '/admin')).toBe(`${SIGN_IN}?returnTo=%2Fadmin`);
  });

  it('sends nothing but an admin path', () => {
    for (const path of ['https://evil.example/admin', '//evil.example/admin', '/administrator', '/ru/donate'])
      expect(signInReturningTo(SIGN_IN, path)).toBe(SIGN_IN);
    expect(isAdminPath('/admin?open=1')).toBe(true);
  });

  it('rebuilds the screen asked for from the route: its path and query', () => {
    expect(requestedAdminPath([], {})).toBe('/admin');
    expect(requestedAdminPath(['host', 'pages'], { open: 'a1', f: ['x~eq~1', 'y~eq~2'], none: undefined })).toBe(
      '/admin/host/pages?open=a1&f=x%7Eeq%7E1&f=y%7Eeq%7E2',
    );
  });
});
