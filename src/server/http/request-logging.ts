import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestLineLogger } from '../platform/logging/logger';
import { runWithRequestLog, type RequestLog } from '../platform/logging/request-log';
import { secretForms } from '../platform/logging/secret-values';
import { SECRET_KEY_HEADER } from '../../shared/api-paths';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's request id may look like: a UUID, a trace id, nothing that could forge a line or a header. */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request id a trusted proxy gave, when well formed; otherwise a new one (a client's own is not believed). */
export function requestIdOf(request: IncomingMessage, trustsProxy: boolean): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return trustsProxy && typeof given === 'string' && WELL_FORMED_ID.test(given) ? given : randomUUID();
}

/** The credentials a request carries in its headers: the Authorization value, the secret key, every cookie's value. */
function presentedCredentials(request: IncomingMessage): string[] {
  const { authorization, cookie } = request.headers;
  const secretKey = request.headers[SECRET_KEY_HEADER];
  // Every request pays this, most with none of the three: nothing is built for a header that is absent.
  const values: string[] = [];
  if (authorization) values.push(authorization, authorization.replace(/^\S+\s+/, ''));
  if (secretKey) values.push(...[secretKey].flat());
  if (cookie) for (const part of cookie.split(';')) values.push(part.slice(part.indexOf('=') + 1).trim());
  return values.filter(Boolean);
}

/**
 * Runs a request's work inside its log: its id answered as X-Request-Id, its credentials kept from every line, and
 * one line when the answer is sent or the client goes away (method, path, status, duration, subject). Whatever is
 * logged meanwhile, by any module, names the request. `path` is the target's path only: query values may be tokens
 * or codes (a reset link's); a target that does not parse is not shown.
 */
export function logRequest<T>(
  request: IncomingMessage,
  response: ServerResponse,
  { path, trustsProxy }: { path: string | undefined; trustsProxy: boolean },
  work: () => T,
): T {
  const started = performance.now();
  const log: RequestLog = { requestId: requestIdOf(request, trustsProxy), secrets: secretForms(presentedCredentials(request)) };
  response.setHeader(REQUEST_ID_HEADER, log.requestId);
  // `on`: a response closes once, and `once` would wrap the listener anew per request.
  response.on('close', () =>
    runWithRequestLog(log, () => {
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      const status = response.statusCode;
      const aborted = !response.writableFinished;
      requestLineLogger().info(
        { method: request.method, path, status, durationMs, ...(aborted ? { aborted } : {}) },
        `${request.method} ${path ?? '(invalid target)'} ${status} ${durationMs} ms${aborted ? ' (client went away)' : ''}`,
      );
    }),
  );
  return runWithRequestLog(log, work);
}
