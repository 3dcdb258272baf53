import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHTTPHandler } from '@trpc/server/adapters/standalone';
import { NEXT_AUTH_PATH, TRPC_PATH } from '../../shared/api-paths';
import { AppError } from '../errors';
import { compressAnswer } from './compression';
import { publicError } from '../public-error';
import { appApi, type Api } from '../api';
import { createRestHandler } from '../rest/handler';
import { MAX_JSON_BODY_BYTES } from '../rest/request-body';
import { createContext, type ContextDependencies } from '../platform/context/context';
import { logFailure } from '../platform/logging/log-failure';
import { toAppError } from '../public-error';

const TRPC_BASE_PATH = `${TRPC_PATH}/`;
/** tRPC's queries are GETs and its mutations POSTs; anything else is a 405, not a question for tRPC. */
const TRPC_METHODS = new Set(['GET', 'POST']);

function refuseMethod(response: ServerResponse, method: string | undefined) {
  const { status, body } = publicError(
    new AppError('METHOD_NOT_SUPPORTED', `${method ?? 'This method'} is not supported on ${TRPC_PATH}: use GET or POST`),
  );
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', allow: 'GET, POST' });
  response.end(JSON.stringify(body));
}

/** Paths the API handler looks at: the rest go straight to stored files and pages. */
export const isApiPath = (pathname: string) => pathname.startsWith('/api/');

/**
 * Serves `/api/trpc/*` (typed client) and every REST route of the table on plain node:http, where they are
 * several times faster than in a Next.js route handler. Answers false for paths it does not serve: those
 * outside `/api/`, and the routes declared as served by Next.js.
 */
export function createApiHandler(dependencies: ContextDependencies & { uploadTempRoot?: string }, api: Api = appApi()) {
  const rest = createRestHandler({ ...dependencies, routes: api.routes, call: api.call });
  const trpc = createHTTPHandler({
    router: api.router,
    basePath: TRPC_BASE_PATH,
    // A REST body's limit, and batches large enough for a page's calls but too small to tie up the server.
    maxBodySize: MAX_JSON_BODY_BYTES,
    maxBatchSize: 50,
    onError: ({ error }) => logFailure(error),
    createContext: ({ req }) => createContext(dependencies, req.headers, { routes: api.routes }),
    // Headers of failed calls too: a 429's Retry-After, and cookies a failed refresh cleared.
    responseMeta: ({ ctx, errors }) => {
      const failures = errors.map((error) => toAppError(error));
      // Making the context failed (the database away while a token was checked), before any procedure could give the
      // error its code: tRPC calls it a 500, REST answers the same failure with its own status (a 503).
      const untranslated = !ctx && errors[0]?.code === 'INTERNAL_SERVER_ERROR' && failures[0]!.status !== 500;
      return {
        headers: Object.assign({}, ctx?.response.toRecord(), ...failures.map((failure) => failure.headers)),
        ...(untranslated ? { status: failures[0]!.status } : {}),
      };
    },
  });
  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> => {
    if (!isApiPath(url.pathname)) return false;
    if (url.pathname === NEXT_AUTH_PATH || url.pathname.startsWith(`${NEXT_AUTH_PATH}/`)) return false;
    if (!url.pathname.startsWith(TRPC_BASE_PATH)) return rest(request, response, url);
    if (TRPC_METHODS.has(request.method ?? '')) {
      // tRPC writes its answers itself (a batch's in pieces when streamed): gzipped as they are written.
      compressAnswer(request, response);
      trpc(request, response);
    } else refuseMethod(response, request.method);
    return true;
  };
}
