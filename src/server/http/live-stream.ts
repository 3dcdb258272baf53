import type { IncomingMessage, ServerResponse } from 'node:http';
import { LIVE_EVENTS_PATH } from '../../shared/live-topics';
import { subjectCredential, type AccessTokenVerifier } from '../platform/context/credentials';
import type { LiveStreams } from '../platform/live/live-streams';
import { publicError } from '../public-error';
import { AppError } from '../errors';

/** The browser's reconnect delay after a drop it notices itself; the page's own backoff takes over after that. */
const RETRY_MS = 2_000;

/** Whether the request asks for the stream itself; other GETs of the path get the route's JSON (the API's route). */
export const wantsLiveStream = (request: IncomingMessage, pathname: string): boolean =>
  pathname === LIVE_EVENTS_PATH &&
  request.method === 'GET' &&
  /(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(String(request.headers.accept ?? ''));

/**
 * Opens a live stream for the request's reader (docs/decisions/0045): its session cookie's subject, resolved once now;
 * none: public content only. A presented session that is refused (expired, ended) is a 401, so that the page renews
 * it and opens again rather than hearing nothing as a stranger. Never compressed: gzip holds bytes back.
 */
export async function openLiveStream(
  request: IncomingMessage,
  response: ServerResponse,
  live: LiveStreams,
  verifyAccessToken: AccessTokenVerifier,
): Promise<void> {
  const credential = await subjectCredential(verifyAccessToken, request.headers);
  if (credential.state === 'invalid') {
    const { status, body, headers } = publicError(credential.error);
    response.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
    return;
  }
  try {
    await live.start();
  } catch {
    const { status, body, headers } = publicError(new AppError('SERVICE_UNAVAILABLE', 'The live channel cannot listen now'));
    response.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
    return;
  }
  if (response.destroyed) return;
  const subjectId = credential.state === 'valid' ? credential.subjectId : undefined;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    // nginx would buffer the answer otherwise.
    'x-accel-buffering': 'no',
  });
  response.write(`retry: ${RETRY_MS}\n\n`);
  const token = credential.state === 'valid' ? credential : undefined;
  const remove = live.add({
    subjectId,
    recheck: async () => {
      if (!token) return true;
      const again = await subjectCredential(verifyAccessToken, request.headers);
      return again.state === 'valid' && again.sessionId === token.sessionId;
    },
    write: (text) => response.write(text),
    buffered: () => response.writableLength,
    end: () => response.end(),
  });
  response.once('close', remove);
}
