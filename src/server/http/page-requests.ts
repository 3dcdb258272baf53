import { IncomingMessage, type ServerResponse } from 'node:http';
import { AppError } from '../errors';
import { publicError, toAppError } from '../public-error';
import { readAll } from '../rest/request-body';
import { decodeOrUndefined } from '../uri';

/**
 * Takes literally each segment of the path whose percent-escapes do not decode (`%ff`, `%E0%A4%A`, an overlong
 * `%C0%80`): its `%` become `%25`. Next.js answers such a path with a bare 500; taken literally it names no page, and
 * Next.js draws the site's 404 page for it. The query is left alone: Next.js reads a malformed one without failing.
 */
export function takeMalformedEscapesLiterally(request: IncomingMessage, url: URL): void {
  // Most paths hold no escape at all: nothing to split and decode on every page request (issue 34).
  if (!url.pathname.includes('%')) return;
  const pathname = url.pathname
    .split('/')
    .map((segment) => (decodeOrUndefined(segment) === undefined ? segment.replaceAll('%', '%25') : segment))
    .join('/');
  if (pathname === url.pathname) return;
  url.pathname = pathname;
  request.url = url.pathname + url.search;
}

/**
 * Refuses a multipart POST to a page path that is no server action call: Next.js takes it for a form's action and
 * parses its body, and answered a malformed one with a 500. The site calls its actions from script, which sends
 * `Next-Action`, and has no form that posts to a page. Any other POST to a page is left to Next.js, which draws the
 * page (a payment provider may send a buyer back to one so). Paths under `/api/` are the API's, or route handlers
 * Next.js serves (next-auth), which read their own bodies. Answers true when it refused.
 */
export function refusePageForm(request: IncomingMessage, response: ServerResponse, url: URL): boolean {
  if (request.method !== 'POST' || request.headers['next-action'] !== undefined || url.pathname.startsWith('/api/')) return false;
  if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data')) return false;
  refuse(response, new AppError('BAD_REQUEST', 'A page takes no form data: only a server action call (Next-Action) posts one'));
  return true;
}

function refuse(response: ServerResponse, error: AppError): void {
  const { status, body } = publicError(error);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** Most bytes of a server action call: the site's send a few fields of a form. */
export const ACTION_BODY_LIMIT = 1024 * 1024;

/**
 * Strings React's reply format gives a meaning besides their text, of those the site's calls can hold: an escaped `$`,
 * `undefined`, a date, a big integer and the numbers JSON has not. Any other `$` value refers to a part of a multipart
 * reply, which a text body has none of.
 */
const PLAIN_REPLY_VALUE = /^\$(\$|undefined$|D|n-?\d|-0$|Infinity$|-Infinity$|NaN$)/;

const isPlainReply = (value: unknown): boolean =>
  typeof value === 'string'
    ? !value.startsWith('$') || PLAIN_REPLY_VALUE.test(value)
    : value !== null && typeof value === 'object'
      ? Object.values(value).every(isPlainReply)
      : true;

/** A request that gives Next.js `body` as its own, read already from `request`. */
function replayOf(request: IncomingMessage, body: Buffer): IncomingMessage {
  const replay = new IncomingMessage(request.socket);
  Object.assign(replay, {
    method: request.method,
    url: request.url,
    headers: request.headers,
    rawHeaders: request.rawHeaders,
    httpVersion: request.httpVersion,
    httpVersionMajor: request.httpVersionMajor,
    httpVersionMinor: request.httpVersionMinor,
    // Its whole body is here: a message not complete when it ends would be taken as cut off, and its socket closed.
    complete: true,
  });
  replay.push(body);
  replay.push(null);
  return replay;
}

/**
 * A server action call (`Next-Action`) as the site's own script makes it: its arguments as text, a JSON array in
 * React's reply format that refers to no other part. Next.js answers a body it cannot decode (broken JSON, a multipart
 * body cut short, a reference to a part that is not there) with a 500; this answers it with a 400, or 413 past
 * ACTION_BODY_LIMIT, and hands Next.js the rest in a request that replays what it read. Answers the request to hand
 * on, or undefined when it answered.
 */
export async function checkActionCall(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<IncomingMessage | undefined> {
  if (request.method !== 'POST' || request.headers['next-action'] === undefined || url.pathname.startsWith('/api/'))
    return request;
  const refused = new AppError('BAD_REQUEST', 'A server action call carries its arguments as a JSON array of plain values');
  if (request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return void refuse(response, refused);
  let body: Buffer;
  try {
    body = await readAll(request, ACTION_BODY_LIMIT);
  } catch (error) {
    return void refuse(response, toAppError(error));
  }
  let call: unknown;
  try {
    call = JSON.parse(body.toString('utf8'));
  } catch {
    return void refuse(response, refused);
  }
  if (!Array.isArray(call) || !isPlainReply(call)) return void refuse(response, refused);
  return replayOf(request, body);
}
