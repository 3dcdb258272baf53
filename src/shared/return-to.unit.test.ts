import { describe, expect, it } from 'vitest';
import { returnPathOr, safeReturnPath, withReturnTo } from './return-to';

describe('safeReturnPath', () => {
  it('takes a path of this site, with its query and fragment', () => {
    expect(safeReturnPath('/ru/blog/articles/friends-report-2025')).toBe('/ru/blog/articles/friends-report-2025');
    expect(safeReturnPath('/admin/blog/articles?page=2&q=report')).toBe('/admin/blog/articles?page=2&q=report');
    expect(safeReturnPath('/en/projects#stages')).toBe('/en/projects#stages');
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath(['/ru/donate', '/en'])).toBe('/ru/donate');
  });

  it('keeps a Cyrillic path as the browser sends it (percent-encoded)', () => {
    expect(safeReturnPath('/ru/проекты')).toBe('/ru/%D0%BF%D1%80%D0%BE%D0%B5%D0%BA%D1%82%D1%8B');
  });

  it('refuses another site, a scheme, or what a browser reads as another host', () => {
    for (const value of [
      'https://evil.example/',
      'http:/evil.example',
      'javascript:alert(1)',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /ru',
      'ru/donate',
      '',
      '/ru/a b',
      `/${'a'.repeat(3000)}`,
    ])
      expect(safeReturnPath(value), JSON.stringify(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(42)).toBeNull();
    expect(safeReturnPath([])).toBeNull();
  });

  it('refuses the sign-in pages themselves, which would only ask again', () => {
    expect(safeReturnPath('/ru/rbac/subject/authentication/email-and-password')).toBeNull();
    expect(safeReturnPath('/en/rbac/subject/authentication/select-method?returnTo=/en')).toBeNull();
    expect(safeReturnPath('/en/rbac/subjects/settings')).toBe('/en/rbac/subjects/settings');
  });

  it('resolves dot segments, so a path cannot climb out of the site', () => {
    expect(safeReturnPath('/ru/../en/donate')).toBe('/en/donate');
    expect(safeReturnPath('/../../evil')).toBe('/evil');
  });
});

describe('returnPathOr and withReturnTo', () => {
  it('falls back when the parameter is missing or refused', () => {
    expect(returnPathOr(undefined, '/ru')).toBe('/ru');
    expect(returnPathOr('https://evil.example', '/en')).toBe('/en');
    expect(returnPathOr('/en/donate', '/en')).toBe('/en/donate');
  });

  it('adds the return path to a link, encoded, and nothing when it is refused', () => {
    expect(withReturnTo('/ru/rbac/subject/authentication/email-and-password', '/ru/blog/articles/x?a=1')).toBe(
      '/ru/rbac/subject/authentication/email-and-password?returnTo=%2Fru%2Fblog%2Farticles%2Fx%3Fa%3D1',
    );
    expect(withReturnTo('/en/x?code=1', '/en')).toBe('/en/x?code=1&returnTo=%2Fen');
    expect(withReturnTo('/en/x', '//evil.example')).toBe('/en/x');
    expect(withReturnTo('/en/x', undefined)).toBe('/en/x');
  });
});
