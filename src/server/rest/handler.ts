import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, badRequest } from '../errors';
import { SESSION_REFRESHABLE_HEADER, SUBJECT_REFRESH_COOKIE } from '../../shared/session-cookies';
import { readCookie } from '../platform/context/cookies';
import { publicError } from '../public-error';
import { sendWhole } from '../http/compression';
import { createContext, type Context, type ContextDependencies } from '../platform/context/context';
import { logFailure } from '../platform/logging/log-failure';
import { header, type RequestHeaders } from '../platform/context/request-headers';
import type { ResponseHeaders } from '../platform/context/response-effects';
import type { PageCache } from '../platform/page-cache/page-cache';
import { accessRefusal } from '../platform/procedures/access';
import { rawAnswer } from '../platform/procedures/raw-answer';
import { parseQueryString } from './query-string';
import { readRequestBody, type ReadBody } from './request-body';
import type { Route, RouteTable } from '../platform/procedures/route-table';

/** Calls the procedure at `keys` with a context and an input (the app router's server-side caller). */
export type ProcedureCaller = (ctx: Context, keys: readonly string[], input: unknown) => Promise<unknown>;

export interface RestDependencies extends ContextDependencies {
  routes: RouteTable;
  call: ProcedureCaller;
  /** Where request bodies' files are written while they arrive (default: the system's temporary folder). */
  uploadTempRoot?: string;
}

/** A request as the adapter reads it, from node:http or from a Next.js route handler. */
export interface RestRequest {
  method: string;
  url: URL;
  headers: RequestHeaders;
  /** The body as a stream with its headers (node:http's request, or a Web body turned into one). */
  body: IncomingMessage;
}

export interface RestAnswer {
  status: number;
  /** JSON, serialised when sent (`{ data }`, an error, the document); undefined: no body, unless `text` is set. */
  body: unknown;
  /** A raw answer's body exactly as sent, in place of `body`; its content type is among the headers. */
  text?: string;
  headers: ResponseHeaders;
}

/**
 * The one input rule of every route: the bracket-parsed query string, the path parameters and the body under
 * `data`. A name given twice (a query key that is also a path parameter, or `data` in both query and body) is a 400.
 */
function inputOf(query: Record<string, unknown>, route: Route, params: Record<string, string>, body: ReadBody | undefined) {
  // A list's input is its query string as read, shared and frozen (decision 0064): nothing to add, nothing copied.
  if (route.params.length === 0 && body?.data === undefined) return query;
  const twice = [
    ...Object.keys(params).filter((name) => Object.hasOwn(query, name)),
    ...(body?.data !== undefined && Object.hasOwn(query, 'data') ? ['data'] : []),
  ];
  if (twice.length)
    throw badRequest(
      'A name is given twice in the request',
      twice.map((field) => ({
        field,
        message: `${field}: given both in the query string and in the ${field === 'data' ? 'body' : 'path'}`,
        code: 'duplicate' as const,
      })),
    );
  return { ...query, ...params, ...(body?.data === undefined ? {} : { data: body.data }) };
}

/**
 * A raw route's result as sent: its own status and headers (beside those the procedure set on the context) and its
 * body unwrapped: text, JSON, or nothing. A result of another shape is the procedure's bug: a 500, not the client's 400.
 */
function rawRestAnswer(route: Route, result: unknown, effects: ResponseHeaders): RestAnswer {
  const parsed = rawAnswer.safeParse(result);
  if (!parsed.success) throw new Error(`${route.procedure} declares a raw answer but returned no RawAnswer`);
  const { status, headers = {}, body } = parsed.data;
  const own = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  if (body === undefined || body === null) return { status, body: undefined, headers: { ...effects, ...own } };
  const isText = typeof body === 'string';
  // The type the route declares (and the OpenAPI document shows), else the body's own; the body is always UTF-8.
  const mediaType = route.answerType ?? (isText ? 'text/plain' : 'application/json');
  const contentType = /;\s*charset=/i.test(mediaType) ? mediaType : `${mediaType}; charset=utf-8`;
  return {
    status,
    body: undefined,
    text: isText ? body : JSON.stringify(body),
    headers: { 'content-type': contentType, ...effects, ...own },
  };
}

/**
 * Serves one matched route: the query string (its limits, and no credential in it), access (before any byte of the body
 * is read), then the body, procedure, answer.
 */
async function answerRoute(
  dependencies: RestDependencies,
  request: RestRequest,
  route: Route,
  params: Record<string, string>,
  inNext: { pageCache?: PageCache },
): Promise<RestAnswer> {
  const ctx = await createContext(dependencies, request.headers, { routes: dependencies.routes, ...inNext });
  let body: ReadBody | undefined;
  try {
    // As the procedure would (init.ts): a refusal before it is called is not public content either.
    if (route.access !== 'public') ctx.response.forbidCaching();
    // The query string came with the request line: read (within limits) before access, so that a credential in it
    // (decision 0041) is a 400 naming it for every caller, signed in or not, and nothing is done.
    const query = parseQueryString(request.url.search);
    const refusal =
      route.access === 'public'
        ? undefined
        : await accessRefusal(route.access, ctx, { routes: route.procedureRoutes, id: params.id });
    if (refusal) throw refusal;
    const reads = request.method === 'GET' || request.method === 'HEAD';
    body = reads ? undefined : await readRequestBody(request.body, route, { tempRoot: dependencies.uploadTempRoot });
    const result = await dependencies.call(ctx, route.keys, inputOf(query, route, params, body));
    if (route.answer === 'raw') return rawRestAnswer(route, result, ctx.response.toRecord());
    const answer = route.answer === 'document' ? result : { data: result ?? null };
    return { status: route.status, body: answer, headers: ctx.response.toRecord() };
  } catch (error) {
    logFailure(error);
    // Cookies a procedure set apply to its failure too (a failed refresh clears the session's cookies).
    const failure = publicError(error);
    return { status: failure.status, body: failure.body, headers: { ...ctx.response.toRecord(), ...failure.headers } };
  } finally {
    // Not `await body?.dispose()`: awaiting nothing still costs a GET a promise and a turn (issue 34).
    if (body) await body.dispose();
  }
}

/**
 * Answers a request by the route table: the route's procedure through the same router as tRPC, or the public
 * error shape. `'next'` when the route is one Next.js serves and this is not Next.js. One async layer for the route's
 * lookup and its failures: each layer costs a request promises and turns (issue 34).
 */
export async function answerRest(
  dependencies: RestDependencies,
  request: RestRequest,
  inNext?: { pageCache?: PageCache },
): Promise<RestAnswer | 'next'> {
  let answer: RestAnswer;
  try {
    const match = dependencies.routes.match(request.method, request.url.pathname);
    if (match.kind === 'not-found') throw new AppError('NOT_FOUND', `No route at ${request.url.pathname}`);
    if (match.kind === 'method-not-allowed') {
      const allow = [...match.allowed, ...(match.allowed.includes('GET') ? ['HEAD'] : [])].join(', ');
      if (request.method === 'OPTIONS') return { status: 204, body: undefined, headers: { allow } };
      const { status, body } = publicError(
        new AppError('METHOD_NOT_SUPPORTED', `${request.method} is not supported on ${request.url.pathname}: use ${allow}`),
      );
      return { status, body, headers: { allow } };
    }
    if (match.route.servedBy === 'next' && !inNext) return 'next';
    answer = await answerRoute(dependencies, request, match.route, match.params, inNext ?? {});
  } catch (error) {
    logFailure(error);
    const { status, body, headers } = publicError(error);
    answer = { status, body, headers };
  }
  if (answer.status !== 401) return answer;
  return { ...answer, headers: { ...answer.headers, ...refreshable(request.headers) } };
}

/** On a 401, whether the caller keeps a refresh token to get a new access token with (SESSION_REFRESHABLE_HEADER). */
const refreshable = (headers: RequestHeaders): ResponseHeaders =>
  readCookie(header(headers, 'cookie'), SUBJECT_REFRESH_COOKIE) ? { [SESSION_REFRESHABLE_HEADER]: 'true' } : {};

/** Sends the answer: a promise while it is being gzipped. */
function send(request: IncomingMessage, response: ServerResponse, { status, body, text, headers }: RestAnswer) {
  // A body that arrived too slowly was already answered (408) by the server's watch.
  if (response.headersSent) return;
  if (text !== undefined) return sendWhole(request, response, status, headers, text);
  if (body === undefined) {
    response.writeHead(status, headers).end();
    return;
  }
  return sendWhole(
    request,
    response,
    status,
    { ...headers, 'content-type': 'application/json; charset=utf-8' },
    JSON.stringify(body),
  );
}

/**
 * The REST adapter on node:http: every route of the table at its declared method and path. Answers false for
 * a route that Next.js serves (the server then hands the request over).
 */
export function createRestHandler(dependencies: RestDependencies) {
  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> => {
    const answer = await answerRest(dependencies, {
      method: request.method ?? 'GET',
      url,
      headers: request.headers,
      body: request,
    });
    if (answer === 'next') return false;
    const sending = send(request, response, answer);
    if (sending) await sending;
    return true;
  };
}
