import 'server-only';
import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { revalidatePath } from 'next/cache';
import { appApi } from './api';
import { answerRest } from './rest/handler';
import { serverRuntime } from './runtime';
import type { PageCache } from './trpc/context';

const pageCache: PageCache = { revalidate: (path, type) => revalidatePath(path, type) };

/** A Web request's body as the stream with headers that the REST adapter reads. */
function bodyOf(request: Request, headers: Record<string, string>): IncomingMessage {
  const stream = request.body ? Readable.fromWeb(request.body as Parameters<typeof Readable.fromWeb>[0]) : Readable.from([]);
  return Object.assign(stream, { headers }) as unknown as IncomingMessage;
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
  if (answer.body === undefined) return new Response(null, { status: answer.status, headers: answerHeaders });
  answerHeaders.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: answerHeaders });
}
