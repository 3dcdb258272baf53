import type { AddressInfo } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATIENTLY } from '../../../../tests/helpers/patience';
import { startTestServer, testDependencies, type TestServer } from '../../../../tests/helpers/server';
import { createPlatformServer } from '../../http/server';
import { utcDayOf } from '../../../shared/utc-day';
import { PageViewCounter } from './page-view-counter';

/** Next.js as far as counting goes: a page under a language is a 200 page, `…/missing` the site's 404. */
const pages = (request: IncomingMessage, response: ServerResponse) => {
  const missing = request.url?.includes('/missing');
  response.writeHead(missing ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
  response.end('<!doctype html><title>page</title>');
};

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let server: TestServer;
let counter: PageViewCounter;
/** A second server process over the same database, with its own counter. */
let other: { url: string; counter: PageViewCounter; close(): Promise<void> };

beforeAll(async () => {
  server = await startTestServer({
    server: (dependencies) => {
      counter = new PageViewCounter(dependencies.db, { siteHost: 'foundation.example' });
      return { pages, pageViews: counter };
    },
  });
  const otherCounter = new PageViewCounter(server.db, { siteHost: 'foundation.example' });
  const dependencies = testDependencies(server.db, server.storage);
  const otherServer = createPlatformServer({ ...dependencies, pages, pageViews: otherCounter });
  await new Promise<void>((resolve) => otherServer.listen(0, '127.0.0.1', resolve));
  other = {
    url: `http://127.0.0.1:${(otherServer.address() as AddressInfo).port}`,
    counter: otherCounter,
    close: () => new Promise((resolve) => otherServer.close(() => resolve())),
  };
});

afterAll(async () => {
  await other?.close();
  await server?.close();
});

const visit = (base: string, path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(base + path, { method, redirect: 'manual', headers: { 'user-agent': BROWSER, ...headers } }).then(async (answer) => {
    await answer.arrayBuffer();
    return answer.status;
  });

const metrics = async () =>
  Object.fromEntries(
    (
      await server.db.query<{ title: string; breakdown: string; value: string }>(
        `SELECT "title", "breakdown", "value"::text AS "value" FROM "AnalyticMetric" WHERE "day" = $1::date ORDER BY 1, 2`,
        [utcDayOf(new Date())],
      )
    ).map((row) => [`${row.title} ${row.breakdown}`, Number(row.value)]),
  );

const clear = () => server.db.query(`DELETE FROM "AnalyticMetric"`);

/** The metrics once this process's counts are added. */
const flushed = async () => {
  await counter.flush();
  return metrics();
};

describe('page views', () => {
  it('ignores what is no person viewing a page: bots, prefetches, other methods, errors, the API, the admin', async () => {
    await clear();
    const statuses = await Promise.all([
      visit(server.url, '/ru', { 'user-agent': 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)' }),
      visit(server.url, '/ru', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0 Safari/537.36' }),
      visit(server.url, '/ru', { 'user-agent': 'curl/8.5.0' }),
      visit(server.url, '/ru', { 'user-agent': 'node' }),
      visit(server.url, '/ru', { 'next-router-prefetch': '1' }),
      visit(server.url, '/ru', { 'sec-purpose': 'prefetch;prerender' }),
      visit(server.url, '/ru', { purpose: 'prefetch' }),
      visit(server.url, '/ru', {}, 'HEAD'),
      visit(server.url, '/ru/missing'),
      visit(server.url, '/'),
      visit(server.url, '/admin'),
      visit(server.url, '/site/logo.svg'),
      visit(server.url, '/api/host/pages'),
    ]);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(statuses[8]).toBe(404);
    await counter.flush();
    expect(await metrics()).toEqual({});
  });

  it('keeps the path without query, decoded, its language, and only another site as the referrer (its host)', async () => {
    await clear();
    await visit(server.url, '/ru/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8/?utm_source=mail', {
      referer: 'https://Yandex.ru:443/search/?text=%D1%84%D0%BE%D0%BD%D0%B4',
    });
    await visit(server.url, '/en/news', { referer: 'https://foundation.example/ru' });
    await visit(server.url, '/en/news', { referer: `${server.url}/en` });
    await visit(server.url, '/en/news', { rsc: '1', referer: 'android-app://com.google' });
    // A view is counted when its answer has gone out, which the client may see a moment before the server does.
    await expect.poll(flushed, PATIENTLY).toEqual({
      'page-views /ru/новости': 1,
      'page-views /en/news': 3,
      'page-views-by-language ru': 1,
      'page-views-by-language en': 3,
      'page-views-by-referrer yandex.ru': 1,
    });
    // Nothing about the visitor is stored: the rows hold only these columns' values.
    const [row] = await server.db.query<Record<string, unknown>>(`SELECT * FROM "AnalyticMetric" LIMIT 1`);
    expect(Object.keys(row!).sort()).toEqual(
      ['breakdown', 'className', 'createdAt', 'day', 'id', 'orderIndex', 'title', 'updatedAt', 'value', 'variant'].sort(),
    );
  });

  it('loses nothing under many concurrent views on two servers of one database, flushed many times meanwhile', async () => {
    await clear();
    const rounds = 6;
    const perRound = 120;
    for (let round = 0; round < rounds; round++) {
      const views = Array.from({ length: perRound }, (_, index) =>
        visit(index % 2 ? server.url : other.url, ['/ru', '/ru/news', '/en/news?page=2'][index % 3]!, {
          ...(index % 4 === 0 ? { referer: 'https://vk.com/foundation' } : {}),
        }),
      );
      // Flushes of both processes while views arrive: what each takes is added, what comes after waits for the next.
      const flushes = [counter.flush(), other.counter.flush(), counter.flush()];
      expect(await Promise.all(views)).toEqual(Array(perRound).fill(200));
      await Promise.all([...flushes, other.counter.flush()]);
    }
    const total = rounds * perRound;
    // A view is counted when its answer has gone out, which the client may see a moment before the server does.
    await expect
      .poll(async () => {
        await Promise.all([counter.flush(), other.counter.stop()]);
        return metrics();
      }, PATIENTLY)
      .toEqual({
        'page-views /ru': total / 3,
        'page-views /ru/news': total / 3,
        'page-views /en/news': total / 3,
        'page-views-by-language ru': (total * 2) / 3,
        'page-views-by-language en': total / 3,
        'page-views-by-referrer vk.com': total / 4,
      });
  });

  it('keeps the views of a flush that failed and adds them with the next', async () => {
    await clear();
    let failing = true;
    const flaky = new PageViewCounter({
      query: ((sql: string, params?: unknown[]) =>
        failing ? Promise.reject(new Error('database away')) : server.db.query(sql, params)) as never,
    });
    const day = utcDayOf(new Date());
    flaky.count(day, '/ru');
    await expect(flaky.flush()).rejects.toThrow('database away');
    flaky.count(day, '/ru');
    failing = false;
    await flaky.stop();
    expect(await metrics()).toEqual({ 'page-views /ru': 2, 'page-views-by-language ru': 2 });
  });
});

describe('the metrics REST route', () => {
  it('lists the daily metrics to a permitted caller, and to nobody else', async () => {
    await clear();
    await visit(server.url, '/ru/news');
    await expect.poll(flushed, PATIENTLY).toEqual({ 'page-views /ru/news': 1, 'page-views-by-language ru': 1 });
    await server.db.query(`INSERT INTO "CrmRequest" ("id", "adminTitle", "slug") VALUES ('r1', 'request', 'r1')`);
    const refreshed = await server.request('/api/analytic/metrics/refresh-today', { method: 'POST' });
    expect(refreshed.status).toBe(200);
    const listed = await server.request(
      '/api/analytic/metrics?filters[and][0][column]=day&filters[and][0][method]=eq&filters[and][0][value]=' +
        utcDayOf(new Date()),
    );
    expect(listed.status).toBe(200);
    const { data } = (await listed.json()) as { data: { title: string; breakdown: string; value: string }[] };
    expect(data.map((row) => `${row.title} ${row.breakdown} ${Number(row.value)}`).sort()).toEqual([
      'crm-requests  1',
      'page-views /ru/news 1',
      'page-views-by-language ru 1',
    ]);
    expect((await server.request('/api/analytic/metrics', { secretKey: null })).status).toBe(401);
    expect((await server.request('/api/analytic/metrics/refresh-today', { method: 'POST', secretKey: null })).status).toBe(401);
    // The figures are the module's: there is no generic create (docs/decisions/0055).
    const forged = await server.request('/api/analytic/metrics', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { title: 'donations', value: '1000000' } }),
    });
    expect(forged.status).toBe(405);
  });
});
