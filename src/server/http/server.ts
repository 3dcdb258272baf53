import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Database } from '../db/database';
import { createApiHandler } from './api-handler';
import { serveUpload } from './uploads';

type PageHandler = (request: IncomingMessage, response: ServerResponse) => unknown;

export interface ServerOptions {
  db: Database;
  secretKey: string | undefined;
  /** Next.js's request handler for everything that is not `/api/*`; without it those paths are 404. */
  pages?: PageHandler;
}

/** One node:http server: the API on its own fast path, uploaded files, then pages through Next.js. */
export function createPlatformServer(options: ServerOptions): Server {
  const api = createApiHandler(options);
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (await api(request, response, url)) return;
    if (await serveUpload(request, response, url.pathname)) return;
    if (options.pages) await options.pages(request, response);
    else {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: 'Not found', cause: [] }));
    }
  };
  return createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: 'Internal server error', cause: [] }));
    });
  });
}
