import { describe, expect, it } from 'vitest';
import { siteLink } from '@/widgets/shared/links';

describe('siteLink: where a button leads', () => {
  it('takes an empty url to /', () => {
    expect(siteLink('', 'ru')).toEqual({ href: '/', external: false });
    expect(siteLink(null, 'en')).toEqual({ href: '/', external: false });
    expect(siteLink('   ', 'en')).toEqual({ href: '/', external: false });
  });

  it('leaves a url holding ":" as it is, in a new tab', () => {
    expect(siteLink('https://example.org/a', 'ru')).toEqual({ href: 'https://example.org/a', external: true });
    expect(siteLink('mailto:info@example.org', 'en')).toEqual({ href: 'mailto:info@example.org', external: true });
  });

  it('leads nowhere but home from a url of another scheme', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x'])
      expect(siteLink(url, 'ru'), url).toEqual({ href: '/', external: false });
    // No scheme: a path of the site, whatever its slashes.
    expect(siteLink('//evil.example/x', 'en')).toEqual({ href: '/en/evil.example/x', external: false });
  });

  it('leaves a language root as it is', () => {
    expect(siteLink('/en', 'ru')).toEqual({ href: '/en', external: false });
    expect(siteLink('/ru', 'ru')).toEqual({ href: '/ru', external: false });
  });

  it('puts any other url under the page language, without a trailing slash', () => {
    expect(siteLink('/projects', 'ru')).toEqual({ href: '/ru/projects', external: false });
    expect(siteLink('about', 'en')).toEqual({ href: '/en/about', external: false });
    expect(siteLink('/', 'en')).toEqual({ href: '/en', external: false });
    expect(siteLink('/blog/', 'ru')).toEqual({ href: '/ru/blog', external: false });
  });
});
