import { describe, expect, it } from 'vitest';
import { listeningAddress, siteUrlOf } from './site-url';

describe('the site address', () => {
  it('is the address the server listens on when SITE_URL is unset or empty', () => {
    expect(siteUrlOf({})).toBe('http://localhost:4000');
    expect(siteUrlOf({ PORT: '5123', SITE_URL: '' })).toBe('http://localhost:5123');
    expect(siteUrlOf({ PORT: '5123', HOST: '0.0.0.0' })).toBe('http://localhost:5123');
    expect(siteUrlOf({ PORT: '5123', HOST: '127.0.0.1' })).toBe('http://127.0.0.1:5123');
    expect(listeningAddress({ PORT: '8080', HOST: '::' })).toBe('http://localhost:8080');
    expect(listeningAddress({ PORT: '8080', HOST: '::1' })).toBe('http://[::1]:8080');
  });

  it('is SITE_URL when set, whatever the port, without a trailing slash', () => {
    expect(siteUrlOf({ PORT: '5123', SITE_URL: 'https://venets.example/' })).toBe('https://venets.example');
    expect(siteUrlOf({ SITE_URL: ' https://venets.example/site/ ' })).toBe('https://venets.example/site');
    expect(siteUrlOf({ SITE_URL: 'http://127.0.0.1:9000' })).toBe('http://127.0.0.1:9000');
  });

  it('stops the start on a SITE_URL that is no web address, naming it', () => {
    for (const wrong of ['venets.example', 'ftp://venets.example', 'https://venets.example/?a=1', 'https://u:p@venets.example'])
      expect(() => siteUrlOf({ SITE_URL: wrong }), wrong).toThrow(/^SITE_URL must be an http:\/\/ or https:\/\/ address/);
  });
});
