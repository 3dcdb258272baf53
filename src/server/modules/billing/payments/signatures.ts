import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `data` under `key`, as lower-case hex or base64. */
export const hmacSha256 = (key: string | Uint8Array, data: string | Buffer, encoding: 'hex' | 'base64' = 'hex') =>
  createHmac('sha256', key).update(data).digest(encoding);

/** MD5 of UTF-8 text as lower-case hex (0xProcessing's and PayKeeper's signatures). */
export const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** Compares a received signature with the expected one in constant time (any length, any case for hex). */
export function sameSignature(received: string | undefined, expected: string, caseInsensitive = true): boolean {
  if (!received) return false;
  const [a, b] = caseInsensitive ? [received.trim().toLowerCase(), expected.toLowerCase()] : [received.trim(), expected];
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
