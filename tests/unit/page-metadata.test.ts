import { describe, expect, it } from 'vitest';
import type { ComposedPage } from '@/server/modules/host/page-composition.service';
import { pageMetadata } from '@/widgets/page-metadata';

/** A page with no metadata record but its own title: what the head is made of is the url and the site's address. */
const composed = { page: { title: 'О фонде', description: null }, metadata: [], recordTitle: null } as unknown as ComposedPage;

describe('a page head', () => {
  it('makes canonical, hreflang alternates and the Open Graph url absolute on the site address', () => {
    const head = pageMetadata(composed, 'en', '/about', 'https://venets.example');
    expect(head.alternates).toEqual({
      canonical: 'https://venets.example/en/about',
      languages: {
        en: 'https://venets.example/en/about',
        ru: 'https://venets.example/ru/about',
        'x-default': 'https://venets.example/ru/about',
      },
    });
    expect(head.openGraph).toMatchObject({ url: 'https://venets.example/en/about' });
    expect(head.robots).toBeUndefined();
    // The address the server listens on, for a server started on another port without SITE_URL.
    expect(pageMetadata(composed, 'ru', '/', 'http://localhost:5123/').alternates?.canonical).toBe('http://localhost:5123/ru');
  });

  it('keeps an Open Graph url of another site, and makes one of its own absolute', () => {
    const withRecord = (opengraphUrl: string) =>
      ({ ...composed, metadata: [{ opengraphLocale: 'ru_RU', opengraphUrl }] }) as unknown as ComposedPage;
    expect(pageMetadata(withRecord('https://other.example/x'), 'ru', '/', 'https://venets.example').openGraph).toMatchObject({
      url: 'https://other.example/x',
    });
    expect(pageMetadata(withRecord('/ru/about'), 'ru', '/', 'https://venets.example').openGraph).toMatchObject({
      url: 'https://venets.example/ru/about',
    });
  });

  it('keeps the error page out of search engines', () => {
    expect(pageMetadata(composed, 'ru', '/500', 'https://venets.example').robots).toEqual({ index: false, follow: false });
  });
});
