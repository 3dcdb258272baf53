import { createServer, Agent, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gracefulShutdownOf, type GracefulShutdown } from '../../src/server/http/graceful-shutdown';

/** A server whose `/slow` answers only when the test says so; every other path at once. */
async function startServer() {
  let entered: () => void = () => undefined;
  const slowEntered = new Promise<void>((resolve) => (entered = resolve));
  let release: () => void = () => undefined;
  const server: Server = createServer((request, response) => {
    if (request.url !== '/slow') return response.end('fast');
    release = () => response.end('slow done');
    entered();
  });
  // Long enough that a shutdown which waited for idle keep-alive connections to time out would fail the test.
  server.keepAliveTimeout = 120_000;
  const shutdown = gracefulShutdownOf(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const get = (path: string) =>
    new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
      httpRequest({ port, host: '127.0.0.1', path, agent }, (response: IncomingMessage) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, body }));
      })
        .on('error', reject)
        .end();
    });
  return { server, shutdown, get, slowEntered, release: () => release(), agent };
}

let started: Awaited<ReturnType<typeof startServer>> | undefined;
afterEach(() => {
  started?.agent.destroy();
  started?.server.closeAllConnections();
  started = undefined;
});

const closing = (closed: string[], name: string) => ({ name, close: async () => void closed.push(name) });

describe('a graceful shutdown', () => {
  it('lets a request in flight finish, refuses new connections, then closes its steps in order', async () => {
    started = await startServer();
    const { shutdown, get, slowEntered, release } = started;
    // A keep-alive connection left idle by an earlier request must not hold the stop up.
    expect((await get('/')).body).toBe('fast');
    const slow = get('/slow');
    await slowEntered;
    const closed: string[] = [];
    const stopped = shutdown.shutDown({ steps: [closing(closed, 'jobs'), closing(closed, 'database')], timeoutMs: 60_000 });
    expect(shutdown.stopping()).toBe(true);
    await expect(get('/')).rejects.toThrow();
    expect(closed).toEqual([]);
    release();
    expect(await slow).toEqual({ status: 200, connection: 'close', body: 'slow done' });
    expect(await stopped).toBe(true);
    expect(closed).toEqual(['jobs', 'database']);
  });

  it('cuts requests still in flight after its time limit, and still closes its steps', async () => {
    started = await startServer();
    const { shutdown, get, slowEntered } = started;
    const slow = get('/slow');
    await slowEntered;
    const log = vi.fn();
    const closed: string[] = [];
    expect(await shutdown.shutDown({ steps: [closing(closed, 'database')], timeoutMs: 50, log })).toBe(true);
    await expect(slow).rejects.toThrow();
    expect(log).toHaveBeenCalledWith('1 request(s) still in flight after 50 ms: their connections are cut');
    expect(closed).toEqual(['database']);
  });

  it('closes the other steps when one fails, and says it did not close cleanly', async () => {
    started = await startServer();
    const closed: string[] = [];
    const failing = { name: 'the listener', close: () => Promise.reject(new Error('connection reset')) };
    const log = vi.fn();
    const stopping: GracefulShutdown = started.shutdown;
    expect(await stopping.shutDown({ steps: [failing, closing(closed, 'database')], log })).toBe(false);
    expect(log).toHaveBeenCalledWith('Stopping the listener failed: connection reset');
    expect(closed).toEqual(['database']);
  });
});
