import { describe, expect, it } from 'vitest';
import { currentDay, viewedPage } from './page-views';

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('a page view', () => {
  it('is of the UTC day, which changes at midnight UTC, whichever way the clock goes', () => {
    expect(currentDay(Date.parse('2026-11-29T23:59:59.999Z'))).toBe('2026-11-29');
    expect(currentDay(Date.parse('2026-11-30T00:00:00.000Z'))).toBe('2026-11-30');
    expect(currentDay(Date.parse('2026-11-29T12:00:00.000Z'))).toBe('2026-11-29');
  });

  it("keeps a person's view of a page, and never the same robot's, however often it asks", () => {
    for (let time = 0; time < 3; time++) {
      expect(viewedPage('GET', '/ru', { 'user-agent': BROWSER })).toEqual({ path: '/ru', language: 'ru' });
      expect(viewedPage('GET', '/ru', { 'user-agent': `${BROWSER} (compatible; Googlebot/2.1)` })).toBeUndefined();
    }
  });

  it('counts a page showing one record under the page, never under the record’s id, and without control characters', () => {
    const headers = { 'user-agent': BROWSER };
    expect(viewedPage('GET', '/ru/donations/0F8FAD5B-D9CB-469F-A165-70867728950E', headers)).toEqual({
      path: '/ru/donations/[id]',
      language: 'ru',
    });
    expect(viewedPage('GET', '/ru/projects/onega-church/', headers)).toEqual({
      path: '/ru/projects/onega-church',
      language: 'ru',
    });
    expect(viewedPage('GET', '/ru/news%00%1F', headers)).toEqual({ path: '/ru/news', language: 'ru' });
  });

  it('keeps only the host of another site that linked to it', () => {
    const headers = { 'user-agent': BROWSER, host: 'fund.example', referer: 'https://t.me/s/fund?before=12' };
    expect(viewedPage('GET', '/en/', headers)).toEqual({ path: '/en', language: 'en', referrerHost: 't.me' });
    expect(viewedPage('GET', '/en', { ...headers, referer: 'https://fund.example/ru' })).toEqual({ path: '/en', language: 'en' });
    expect(viewedPage('GET', '/en', { ...headers, referer: 'https://www.fund.example/' }, 'www.fund.example')).toEqual({
      path: '/en',
      language: 'en',
    });
  });
});
