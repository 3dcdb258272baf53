import { serializeCookie, type CookieOptions } from './cookies';

/** Response headers by lower-case name; a list for a header sent several times (Set-Cookie). */
export type ResponseHeaders = Record<string, string | string[]>;

/** Headers and cookies a procedure sets on its answer; the REST adapter and the tRPC handler both apply them. */
export class ResponseEffects {
  readonly headers = new Map<string, string>();
  readonly cookies: string[] = [];

  setHeader(name: string, value: string): void {
    this.headers.set(name.toLowerCase(), value);
  }

  /**
   * The answer is the caller's own (tokens, its account, records that are not public content, ...): no cache, shared or
   * the browser's, may keep it.
   */
  forbidCaching(): void {
    this.setHeader('cache-control', 'no-store');
  }

  setCookie(name: string, value: string, options?: CookieOptions): void {
    this.cookies.push(serializeCookie(name, value, options));
  }

  /** As node:http and tRPC take them: Set-Cookie as a list, one entry per cookie. */
  toRecord(): ResponseHeaders {
    const headers: ResponseHeaders = Object.fromEntries(this.headers);
    if (this.cookies.length) headers['set-cookie'] = [...this.cookies];
    return headers;
  }
}
