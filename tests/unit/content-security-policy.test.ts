import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, newNonce, noncePolicy, pagePolicy } from '../../src/server/http/content-security-policy';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the pages’ Content-Security-Policy', () => {
  it('hashes each distinct inline script as the browser reads it, and leaves scripts with a src to the origin', () => {
    const html =
      '<script src="/_next/static/a.js" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
      '<SCRIPT nonce="x">self.__next_f.push([1,"é\\u003c/script"])</SCRIPT >' +
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script></script>';
    expect(inlineScriptHashes(html)).toEqual([
      sha256('(self.__next_f=self.__next_f||[]).push([0])'),
      sha256('self.__next_f.push([1,"é\\u003c/script"])'),
      sha256(''),
    ]);
  });

  it('gives nonces of 128 random bits that Next.js can read back from the policy', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    const [nonce] = nonces;
    // The pattern of Next.js's getScriptNonceFromHeader.
    expect(noncePolicy(nonce!)).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/_-]+={0,2}';/);
    expect(Buffer.from(nonce!, 'base64')).toHaveLength(16);
  });

  it('allows eval only in development, and never lets a page be framed', () => {
    expect(pagePolicy([])).not.toContain('unsafe-eval');
    expect(pagePolicy([], { development: true })).toContain("script-src 'self' 'unsafe-eval'");
    expect(pagePolicy([])).toContain("frame-ancestors 'none'");
    expect(pagePolicy([])).toContain("object-src 'none'");
  });
});
