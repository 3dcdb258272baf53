import { decodeOrUndefined } from '../../uri';

/** The value of one cookie in a Cookie header, or undefined (also for a malformed escape). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeOrUndefined(value.join('='));
  }
  return undefined;
}

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. */
  maxAge?: number;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

/** A Set-Cookie header value; httpOnly, SameSite=Lax and path `/` unless said otherwise. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const { maxAge, path = '/', httpOnly = true, secure = false, sameSite = 'Lax' } = options;
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    ...(maxAge === undefined ? [] : [`Max-Age=${Math.max(0, Math.floor(maxAge))}`]),
    ...(httpOnly ? ['HttpOnly'] : []),
    ...(secure ? ['Secure'] : []),
    `SameSite=${sameSite}`,
  ].join('; ');
}
