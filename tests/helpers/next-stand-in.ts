import type { IncomingMessage, ServerResponse } from 'node:http';

/** Strings of React's reply format that refer to another part of a multipart reply (`$Q1`, `$1`, `$@2`). */
const REFERENCE = /^\$(?!\$|undefined$|D|n-?\d|-0$|Infinity$|-Infinity$|NaN$)/;
const refersElsewhere = (value: unknown): boolean =>
  typeof value === 'string'
    ? REFERENCE.test(value)
    : value !== null && typeof value === 'object' && Object.values(value).some(refersElsewhere);

/**
 * Next.js as far as a hostile request to a page goes: it decodes every segment of the path; for a multipart POST to a
 * page, it parses the body as a form (a possible server action); for a text server action call (`Next-Action`), it
 * decodes the arguments as React's reply format. It fails (a 500 from the server) where Next.js answers one; else it
 * answers the site's 404 page. `handed` is told each request that reached it.
 */
export function nextStandIn(handed: (request: { method: string; url: string }) => void = () => undefined) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '/';
    for (const segment of url.split('?')[0]!.split('/')) decodeURIComponent(segment);
    const type = request.headers['content-type'] ?? '';
    // A route handler (next-auth's, under /api/) reads its own body; a page takes a multipart POST for an action.
    if (request.method === 'POST' && !url.startsWith('/api/')) {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      if (type.startsWith('multipart/form-data')) await new Response(body, { headers: { 'content-type': type } }).formData();
      else if (request.headers['next-action'] !== undefined) {
        const call: unknown = JSON.parse(body.toString('utf8'));
        if (refersElsewhere(call)) throw new Error('Connection closed.');
      }
    }
    handed({ method: request.method ?? '', url });
    response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>404</title>');
  };
}
