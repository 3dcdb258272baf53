import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A request the server received, as it arrived. */
export interface S3Request {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface S3Server {
  /** `http://127.0.0.1:<port>`: the FILE_STORAGE_S3_ENDPOINT of a provider on it. */
  endpoint: string;
  /** Every request received so far: what a test checks the SDK sent (no ACL). */
  requests: S3Request[];
  /** From now on, answers the requests `busy` picks with 503 SlowDown, as a busy S3 does, instead of handling them. */
  slowDown(busy: (request: S3Request) => boolean): void;
  stop(): Promise<void>;
}

/**
 * A real S3 HTTP server (s3rver) on a free loopback port over a fresh temporary folder, silent; stopping it removes
 * the folder with every bucket. It checks no signature nor ACL on reads (shared/notes/file-storage.md).
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const requests: S3Request[] = [];
  let busy: (request: S3Request) => boolean = () => false;
  // s3rver's own handlers answer a request unless it is one S3 is to refuse.
  const handlers = server.httpServer.listeners('request');
  server.httpServer.removeAllListeners('request');
  server.httpServer.on('request', (incoming: IncomingMessage, response: ServerResponse) => {
    const request = { method: incoming.method ?? '', url: incoming.url ?? '', headers: incoming.headers };
    requests.push(request);
    if (busy(request))
      response
        .writeHead(503, { 'content-type': 'application/xml' })
        .end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>',
        );
    else for (const handler of handlers) Reflect.apply(handler, server.httpServer, [incoming, response]);
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    slowDown(picks) {
      busy = picks;
    },
    stop: async () => {
      server.httpServer.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
