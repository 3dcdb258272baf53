import 'server-only';
import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { appApi } from './api';
import { answerRest } from './rest/handler';
import { serverRuntime } from './runtime';
import { pageCache } from './platform/page-cache/next-page-cache';

/**
 * A Web request's body as the stream the REST adapter reads: with its headers, and `complete` once it ended,
 * as node:http's request has it (the reader takes a close before completion for a client gone mid-body).
 */
function bodyOf(request: Request, headers: Record<string, string>): IncomingMessage {
  const stream = request.body ? Readable.fromWeb(request.body as Parameters<typeof Readable.fromWeb>[0]) : Readable.from([]);
  const body = Object.assign(stream, { headers, complete: false });
  stream.once('end', () => (body.complete = true));
  return body as unknown as IncomingMessage;
}

/**
 * Serves, inside Next.js, the API routes declared `servedBy: 'next'` (the API server hands them over): the same
 * route table, input rule, access check, procedures and error shape as the REST adapter.
 */
export async function handleApiRouteInNext(request: Request): Promise<Response> {
  const headers = Object.fromEntries(request.headers);
  const answer = await answerRest(
    { ...serverRuntime(), routes: appApi().routes, call: appApi().call },
    { method: request.method, url: new URL(request.url), headers, body: bodyOf(request, headers) },
    { pageCache },
  );
  if (answer === 'next') throw new Error('Unreachable: a route served by Next.js was answered inside Next.js');
  const answerHeaders = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) for (const each of [value].flat()) answerHeaders.append(name, each);
  if (answer.text !== undefined) return new Response(answer.text, { status: answer.status, headers: answerHeaders });
  if (answer.body === undefined) return new Response(null, { status: answer.status, headers: answerHeaders });
  answerHeaders.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: answerHeaders });
}
