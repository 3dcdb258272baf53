import { beforeEach, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import PageCacheHandler, {
  cachedPageCount,
  cachedPageFor,
  expireAllPages,
} from '../../src/server/platform/page-cache/next-cache-handler.mjs';

const page = (html: string, tags = '_N_T_/layout,_N_T_/ru/layout') => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(html),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
});

let handler: PageCacheHandler;
beforeEach(() => {
  handler = new PageCacheHandler();
  // Each test starts from a cache in which nothing counts.
  expireAllPages();
});

describe('the page cache handler', () => {
  it('serves what a render stored until a change is announced', async () => {
    expect(await handler.get('/ru')).toBeNull();
    await handler.set('/ru', page('home'));
    expect(await handler.get('/ru')).toMatchObject({ value: { html: 'home' } });
    // Next.js makes a handler per request: the entries are the process's.
    expect(await new PageCacheHandler().get('/ru')).toMatchObject({ value: { html: 'home' } });
    expireAllPages();
    expect(await handler.get('/ru')).toBeNull();
  });

  it('does not keep a render that began before a change and ended after it', async () => {
    expect(await handler.get('/ru/about')).toBeNull();
    expireAllPages();
    await handler.set('/ru/about', page('old about'));
    expect(await handler.get('/ru/about')).toBeNull();
    await handler.set('/ru/about', page('new about'));
    expect(await handler.get('/ru/about')).toMatchObject({ value: { html: 'new about' } });
  });

  it('drops the entries holding a revalidated tag, and only those', async () => {
    await handler.get('/ru');
    await handler.set('/ru', page('ru home', '_N_T_/layout,_N_T_/ru/layout'));
    await handler.get('/en');
    await handler.set('/en', page('en home', '_N_T_/en/layout'));
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler.revalidateTag(['_N_T_/ru/layout']);
    expect(await handler.get('/ru')).toBeNull();
    expect(await handler.get('/en')).toMatchObject({ value: { html: 'en home' } });
  });

  it('stores no render whose lookup it did not see, nor one that began before a change, whichever ends first', async () => {
    await handler.set('/ru/unseen', page('unseen'));
    expect(await handler.get('/ru/unseen')).toBeNull();

    for (const firstToEnd of ['before the change', 'after the change']) {
      const key = `/ru/race-${firstToEnd}`;
      expect(await handler.get(key)).toBeNull(); // render A begins
      expireAllPages(); // a write is announced
      expect(await handler.get(key)).toBeNull(); // render B begins
      const ends = [() => handler.set(key, page('A: old', '_N_T_/race')), () => handler.set(key, page('B: new', '_N_T_/race'))];
      if (firstToEnd === 'after the change') ends.reverse();
      for (const end of ends) await end();
      expect(await handler.get(key), firstToEnd).toBeNull();
      await handler.set(key, page('C: new', '_N_T_/race'));
      expect(await handler.get(key)).toMatchObject({ value: { html: 'C: new' } });
    }
  });

  it('keeps the copy of the first of two overlapping renders of one page (a prefetch and a visit)', async () => {
    const key = '/ru/overlap';
    expect(await handler.get(key)).toBeNull();
    expect(await handler.get(key)).toBeNull();
    await handler.set(key, page('first', '_N_T_/overlap'));
    await handler.set(key, page('second', '_N_T_/overlap'));
    expect(await handler.get(key)).toMatchObject({ value: { html: 'first' } });
  });

  it('hands the platform server a cached page by its url, gzipped, until a change', async () => {
    const key = '/route-cache/APP_PAGE/0123abcd/$/ru/about';
    await handler.get(key);
    await handler.set(key, page('<p>about</p>'), { cacheControl: { revalidate: 86400, expire: 31536000 } });
    const cached = cachedPageFor('/ru/about');
    expect(cached).toMatchObject({ status: 200, cacheControl: 's-maxage=86400, stale-while-revalidate=31449600' });
    expect(gunzipSync(cached!.gzip).toString()).toBe('<p>about</p>');
    expect(cached!.etag).toMatch(/^"[\w-]+"$/);
    expect(cachedPageFor('/ru/other')).toBeNull();
    expireAllPages();
    expect(cachedPageFor('/ru/about')).toBeNull();
  });

  it('forgets an entry set to nothing', async () => {
    await handler.get('/ru/gone');
    await handler.set('/ru/gone', page('gone'));
    await handler.set('/ru/gone', null);
    expect(await handler.get('/ru/gone')).toBeNull();
    expect(cachedPageCount()).toBeGreaterThanOrEqual(0);
  });
});
