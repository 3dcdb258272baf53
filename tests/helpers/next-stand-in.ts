import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Next.js as far as a hostile request to a page goes: it decodes every segment of the path and, for a multipart POST
 * to a page, parses the body as a form (a possible server action), failing (a 500 from the server) where Next.js answers one;
 * else it answers the site's 404 page. `handed` is told each request that reached it.
 */
export function nextStandIn(handed: (request: { method: string; url: string }) => void = () => undefined) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '/';
    for (const segment of url.split('?')[0]!.split('/')) decodeURIComponent(segment);
    const type = request.headers['content-type'] ?? '';
    // A route handler (next-auth's, under /api/) reads its own body; a page takes a multipart POST for an action.
    if (request.method === 'POST' && type.startsWith('multipart/form-data') && !url.startsWith('/api/')) {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      await new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData();
    }
    handed({ method: request.method ?? '', url });
    response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>404</title>');
  };
}
