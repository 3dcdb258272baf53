import type { IncomingMessage, ServerResponse } from 'node:http';
import { hasBody } from '../rest/request-body';

export interface BodyPace {
  /** How often a body's progress is looked at. */
  windowMs: number;
  /** Bytes a body must advance by in each window. */
  minBytes: number;
}

/** 10 KiB/s: far below any real upload, far above a trickle meant to hold the connection. */
export const DEFAULT_BODY_PACE: BodyPace = { windowMs: 10_000, minBytes: 100 * 1024 };

/**
 * Closes a request whose body arrives slower than the pace (a 408), so that a slow client cannot hold a
 * connection and its buffers for Node's whole request timeout. Stops watching once the body is complete or
 * the request is gone.
 */
export function watchBodyProgress(request: IncomingMessage, response: ServerResponse, pace = DEFAULT_BODY_PACE): void {
  if (!hasBody(request)) return;
  const socket = request.socket;
  let lastBytes = socket.bytesRead;
  const timer = setInterval(() => {
    if (request.complete) return stop();
    if (socket.bytesRead - lastBytes >= pace.minBytes) {
      lastBytes = socket.bytesRead;
      return;
    }
    stop();
    // Destroying the request (not only its socket) is what tells the body's reader to stop and remove what
    // it wrote: once an answer is sent, Node no longer reports the socket's end to the request.
    const cut = () => request.destroy();
    if (response.headersSent) return cut();
    const body = JSON.stringify({ data: 'The request body arrived too slowly', cause: [] });
    response.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
    response.end(body, cut);
  }, pace.windowMs);
  timer.unref();
  const stop = () => clearInterval(timer);
  // Not stopped by the answer: a body answered early (a refused write) is still read, and may not crawl either.
  request.once('end', stop);
  request.once('close', stop);
}
