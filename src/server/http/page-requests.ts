import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '../errors';
import { publicError } from '../public-error';
import { decodeOrUndefined } from '../uri';

/**
 * Takes literally each segment of the path whose percent-escapes do not decode (`%ff`, `%E0%A4%A`, an overlong
 * `%C0%80`): its `%` become `%25`. Next.js answers such a path with a bare 500; taken literally it names no page, and
 * Next.js draws the site's 404 page for it. The query is left alone: Next.js reads a malformed one without failing.
 */
export function takeMalformedEscapesLiterally(request: IncomingMessage, url: URL): void {
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
  const { status, body } = publicError(
    new AppError('BAD_REQUEST', 'A page takes no form data: only a server action call (Next-Action) posts one'),
  );
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
  return true;
}
