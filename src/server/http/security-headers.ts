import type { ServerResponse } from 'node:http';
import { NOT_A_PAGE_POLICY } from './content-security-policy';

/** A year: browsers then refuse plain http to this host for that long after one https answer. */
const HSTS = 'max-age=31536000';

/**
 * Headers every answer carries, set before any handler writes (their own headers are merged over these): no type
 * sniffing (an upload or a JSON answer is never read as script or HTML), the path and query kept from other origins,
 * a policy under which nothing runs and nothing frames (pages and uploads replace it with their own), and HSTS when
 * the client came over https (a header sent over plain http would be ignored, and would pin a host that has no https).
 */
export function setSecurityHeaders(response: ServerResponse, secure: boolean): void {
  response.setHeader('x-content-type-options', 'nosniff');
  response.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  response.setHeader('content-security-policy', NOT_A_PAGE_POLICY);
  if (secure) response.setHeader('strict-transport-security', HSTS);
}
