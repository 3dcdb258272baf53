import { describe, expect, it } from 'vitest';
import { cachedPathOf, matchesTag } from '../../src/server/http/cached-pages';
import { acceptsGzip } from '../../src/server/http/compression';

describe('answering a cached page before Next.js', () => {
  it('looks a page up by its decoded path, as Next.js keys it, and leaves odd paths to Next.js', () => {
    expect(cachedPathOf('/ru/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8')).toBe('/ru/новости');
    expect(cachedPathOf('/ru/about')).toBe('/ru/about');
    expect(cachedPathOf('/ru/100%')).toBeUndefined();
    expect(cachedPathOf('/ru/a%2Fb')).toBeUndefined();
    expect(cachedPathOf('/ru/a%3Fb')).toBeUndefined();
    expect(cachedPathOf('/ru/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8/')).toBe('/ru/новости/');
    expect(cachedPathOf('/')).toBe('/');
  });

  it('sends gzip only to a client that takes it', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('gives the same verdict on every request, for values it keeps and values too long to keep', () => {
    for (let round = 0; round < 3; round += 1) {
      expect(acceptsGzip('gzip;q=0, br')).toBe(false);
      expect(acceptsGzip('br, gzip')).toBe(true);
      expect(acceptsGzip(`${'x-coding, '.repeat(30)}gzip`)).toBe(true);
      expect(acceptsGzip(`${'x-coding, '.repeat(30)}gzip;q=0`)).toBe(false);
    }
    // More distinct values than the table keeps: it starts again, and still answers each one right.
    for (let value = 0; value < 600; value += 1) expect(acceptsGzip(`x-${value}, gzip;q=${value % 2}`)).toBe(value % 2 === 1);
  });

  it('answers Not Modified to any of the tags a client holds, weak or strong', () => {
    expect(matchesTag('"abc"', '"abc"')).toBe(true);
    expect(matchesTag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesTag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesTag('*', '"abc"')).toBe(true);
    expect(matchesTag('"x"', '"abc"')).toBe(false);
    expect(matchesTag(undefined, '"abc"')).toBe(false);
  });
});
