import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { appApi, type Api } from '../api';
import { accessToStoredFile } from '../modules';
import type { PageViewCounter } from '../modules/analytic';
import { createContext, type ContextDependencies } from '../platform/context/context';
import { CLIENT_IP_HEADER, CLIENT_SECURE_HEADER } from '../platform/context/request-headers';
import { neverLog } from '../platform/logging/secret-values';
import { logger } from '../platform/logging/logger';
import { logFailure } from '../platform/logging/log-failure';
import { reportOutagesTo } from '../db/database-outage';
import { publicError } from '../public-error';
import { createApiHandler, isApiPath } from './api-handler';
import { compressAnswer } from './compression';
import { logRequest } from './request-logging';
import { watchBodyProgress, type BodyPace } from './slow-bodies';
import { serveCachedPage } from './cached-pages';
import { redirectToLanguageRoot } from './language-root';
import { answerErrorPageAsError } from './error-page';
import { mayBeStoredFile, serveUpload } from './uploads';
import { openLiveStream, wantsLiveStream } from './live-stream';
import { LiveStreams } from '../platform/live/live-streams';
import { handToNext } from './page-policy';
import { checkActionCall, refusePageForm, takeMalformedEscapesLiterally } from './page-requests';
import { setSecurityHeaders } from './security-headers';
import { answerUnavailablePagesAsSuch } from './unavailable-pages';

type PageHandler = (request: IncomingMessage, response: ServerResponse) => unknown;

export interface ServerOptions extends ContextDependencies {
  /** Next.js's request handler for everything the API does not serve; without it those paths are 404. */
  pages?: PageHandler;
  /** The procedures to serve: the platform's own unless a test gives others. */
  api?: Api;
  /** The slowest a request body may arrive (default DEFAULT_BODY_PACE). */
  bodyPace?: BodyPace;
  /** Where files of request bodies are written while they arrive (default: the system's temporary folder). */
  uploadTempRoot?: string;
  /**
   * TRUST_PROXY_HOPS: how many reverse proxies in front of the server append to X-Forwarded-For (0: none, the
   * connection's address is the client's). Only those hops' entries are believed; a client can prepend anything.
   */
  trustedProxyHops?: number;
  /** `npm run dev`: pages may evaluate code (React Refresh); never in production. */
  development?: boolean;
  /** The live streams this server opens (docs/decisions/0045): its own over `db` unless given. */
  live?: LiveStreams;
  /** Counts the public pages' views into the daily metrics (docs/decisions/0052); without it, none is counted. */
  pageViews?: PageViewCounter;
}

const lastValues = (header: string | string[] | undefined) =>
  [header]
    .flat()
    .join(',')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

/**
 * The client's address and scheme as this server can vouch for them: the connection's, or behind trusted proxies
 * the address the outermost of them saw (X-Forwarded-For, counted from the right) and the scheme the nearest says.
 */
function clientOf(request: IncomingMessage, hops: number): { ip: string; secure: boolean } {
  const socket = request.socket as IncomingMessage['socket'] & { encrypted?: boolean };
  const direct = { ip: socket.remoteAddress ?? 'unknown', secure: Boolean(socket.encrypted) };
  if (hops < 1) return direct;
  const forwarded = lastValues(request.headers['x-forwarded-for']);
  const proto = lastValues(request.headers['x-forwarded-proto']).at(-1);
  return { ip: forwarded.at(-hops) ?? direct.ip, secure: direct.secure || proto === 'https' };
}

/** Seconds a client has to send its request's headers. */
const HEADERS_TIMEOUT_MS = 15_000;
/** Longest a whole request may take to arrive: a 100 MB upload at 3 Mbit/s fits. */
const REQUEST_TIMEOUT_MS = 300_000;
/** A connection with no traffic either way for this long is closed. */
const IDLE_TIMEOUT_MS = 60_000;

function sendJson(response: ServerResponse, status: number, message: string) {
  if (!response.headersSent) response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ data: message, cause: [] }));
}

/**
 * The request target as a URL: a path (`/api/…`) or an absolute http(s) URL as proxies send it, which is then
 * rewritten to its path for Next.js. Undefined for anything else (`http://a:99999/`, `http://[::1/x`, `*`).
 */
function targetOf(request: IncomingMessage): URL | undefined {
  const target = request.url ?? '';
  try {
    if (target.startsWith('/')) {
      // Prefixed with the origin, so that a path starting `//` stays a path and is not read as a host; empty
      // segments mean nothing to a route.
      const url = new URL(`http://localhost${target}`);
      // Set only when it changes: setting it parses the URL again (issue 34).
      if (url.pathname.includes('//')) url.pathname = url.pathname.replace(/\/{2,}/g, '/');
      // tRPC and Next.js read request.url themselves: they get the same path.
      request.url = url.pathname + url.search;
      return url;
    }
    const url = new URL(target);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    request.url = url.pathname + url.search;
    return url;
  } catch {
    return undefined;
  }
}

/**
 * One node:http server: the API on its own fast path, uploaded files, cached pages, then pages through Next.js. Every
 * request is logged in one line, under its request id (answered as X-Request-Id), and so is whatever it logs.
 */
export function createPlatformServer(options: ServerOptions): Server {
  const procedures = options.api ?? appApi();
  const api = createApiHandler(options, procedures);
  const storedFileAccessOf = (request: IncomingMessage) => (publicUrl: string) =>
    accessToStoredFile(options.db, publicUrl, () => createContext(options, request.headers, { routes: procedures.routes }));
  const trustsProxy = (options.trustedProxyHops ?? 0) > 0;
  // The key that may call every route is never shown, whatever line would hold it.
  neverLog(options.secretKey);
  const policy = { development: options.development };
  const live = options.live ?? new LiveStreams(options.db);
  // An outage of the database is one warning in the log (and one line when it is over), not a line per request.
  reportOutagesTo({ warn: (message) => logger().warn(message), info: (message) => logger().info(message) });
  /** Next.js draws the page: a render, a server action's call, a route handler's answer. */
  const renderPage = async (request: IncomingMessage, response: ServerResponse, url: URL, startedAt: number) => {
    const compression = compressAnswer(request, response);
    if (!options.pages) return sendJson(response, 404, 'Not found');
    const call = await checkActionCall(request, response, url);
    if (!call) return;
    answerUnavailablePagesAsSuch(response, startedAt);
    await handToNext(call, response, url, options.pages, { ...policy, telegramLogin: Boolean(options.telegram) }, compression);
  };
  const showPage = (request: IncomingMessage, response: ServerResponse, url: URL, startedAt: number) => {
    takeMalformedEscapesLiterally(request, url);
    // Counted when the answer is sent, whoever sends it (the page cache or Next.js), if it shows a page.
    options.pageViews?.watch(request, response, url.pathname);
    if (redirectToLanguageRoot(request, response, url)) return;
    answerErrorPageAsError(request, response, url);
    if (serveCachedPage(request, response, url, policy)) return;
    return renderPage(request, response, url, startedAt);
  };
  const serveFileOrPage = (request: IncomingMessage, response: ServerResponse, url: URL, startedAt: number) => {
    if (refusePageForm(request, response, url)) return;
    if (!mayBeStoredFile(request, url.pathname)) return showPage(request, response, url, startedAt);
    // The upload's compression is an argument, not a named closure: tsx names those anew at every request (issue 34).
    return serveUpload(request, response, url.pathname, options.storage, storedFileAccessOf(request), () =>
      compressAnswer(request, response),
    ).then((answered) => (answered ? undefined : showPage(request, response, url, startedAt)));
  };
  /**
   * A promise only where the answer waits (the API, a stored file, Next.js): a cached page is answered synchronously,
   * without the promises whose async hooks every AsyncLocalStorage of the process would pay for (issue 34).
   */
  const handle = (request: IncomingMessage, response: ServerResponse, url: URL | undefined): Promise<void> | void => {
    const startedAt = Date.now();
    // The caller's address and scheme, for abuse limits and cookie flags here and inside Next.js; a client cannot set them.
    const client = clientOf(request, options.trustedProxyHops ?? 0);
    // Before anything can answer: the 400 below carries them too.
    setSecurityHeaders(response, client.secure);
    if (!url) return sendJson(response, 400, 'The request target must be a path such as /api/host/pages');
    request.headers[CLIENT_IP_HEADER] = client.ip;
    request.headers[CLIENT_SECURE_HEADER] = client.secure ? 'https' : 'http';
    watchBodyProgress(request, response, options.bodyPace);
    // Before compression: gzip would hold its events back.
    if (wantsLiveStream(request, url.pathname)) return openLiveStream(request, response, live, options.verifyAccessToken);
    // Each answer is compressed where it is written: REST sends each whole, tRPC's and a stored file's go through
    // compressAnswer, a cached page is stored gzipped, and the rest through compressAnswer in renderPage (issue 34).
    if (!isApiPath(url.pathname)) return serveFileOrPage(request, response, url, startedAt);
    return api(request, response, url).then((answered) =>
      answered ? undefined : serveFileOrPage(request, response, url, startedAt),
    );
  };
  const fail = (response: ServerResponse, error: unknown) => {
    // What no handler answered (a stored file's access check, say): a database away is a 503 here too.
    logFailure(error);
    const { status, body, headers } = publicError(error);
    if (!response.headersSent) response.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };
  // Node looks for connections past their timeouts every connectionsCheckingInterval (30 s by default).
  const server = createServer({ connectionsCheckingInterval: 1_000 }, (request, response) => {
    const url = targetOf(request);
    logRequest(request, response, { path: url?.pathname, trustsProxy }, () => {
      try {
        handle(request, response, url)?.catch((error: unknown) => fail(response, error));
      } catch (error) {
        fail(response, error);
      }
    });
  });
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  // Heartbeats keep a live stream under the idle timeout; requestTimeout only limits how long a request takes to arrive.
  server.timeout = IDLE_TIMEOUT_MS;
  // A stream never ends by itself: closing the server (a graceful stop, a test's end) ends them first, or it would wait
  // for them forever, and stops listening.
  const close = server.close.bind(server);
  server.close = (callback) => {
    void live.close();
    return close(callback);
  };
  return server;
}
