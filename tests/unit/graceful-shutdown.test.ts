import { createServer, Agent, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
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

/** A raw connection asking to upgrade to a websocket, as a browser's HMR client does; resolves with what it is first answered. */
function upgradeRequest(server: Server) {
  const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
  const answered = new Promise<string>((resolve) => client.once('data', (chunk: Buffer) => resolve(chunk.toString())));
  const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
  client.write('GET /_next/webpack-hmr HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
  return { client, answered, closed };
}

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
    const jobs = vi.fn<(leftMs: number) => Promise<void>>(async () => undefined);
    expect(
      await shutdown.shutDown({ steps: [{ name: 'jobs', close: jobs }, closing(closed, 'database')], timeoutMs: 50, log }),
    ).toBe(true);
    await expect(slow).rejects.toThrow();
    expect(log).toHaveBeenCalledWith('1 request(s) still in flight after 50 ms: their connections are cut');
    expect(closed).toEqual(['database']);
    // The limit is spent: a step that would wait for work of its own is told so.
    expect(jobs).toHaveBeenCalledWith(0);
  });

  it('tells each step what is left of its time limit', async () => {
    started = await startServer();
    const { shutdown, get, slowEntered, release } = started;
    const slow = get('/slow');
    await slowEntered;
    let told: { leftMs: number; at: number } | undefined;
    const jobs = { name: 'jobs', close: async (leftMs: number) => void (told = { leftMs, at: Date.now() }) };
    const begun = Date.now();
    const stopped = shutdown.shutDown({ steps: [jobs], timeoutMs: 60_000 });
    release();
    await slow;
    expect(await stopped).toBe(true);
    // The limit less the time the stop has taken so far.
    expect(told!.leftMs).toBeGreaterThanOrEqual(begun + 60_000 - told!.at);
    expect(told!.leftMs).toBeLessThanOrEqual(60_000);
  });

  it('cuts an upgraded connection (a websocket) at once, rather than wait for it forever', async () => {
    started = await startServer();
    const { server, shutdown } = started;
    // No upgrade listener: an Upgrade request is an ordinary request, and the shutdown's tracking changes nothing.
    const ordinary = upgradeRequest(server);
    expect(await ordinary.answered).toMatch(/^HTTP\/1\.1 200 /);
    ordinary.client.destroy();
    // As Next.js does at its first request: a listener that accepts the upgrade and keeps the socket open.
    server.on('upgrade', (_request: IncomingMessage, socket: Duplex) => {
      socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    });
    const websocket = upgradeRequest(server);
    expect(await websocket.answered).toMatch(/^HTTP\/1\.1 101 /);
    const closed: string[] = [];
    expect(await shutdown.shutDown({ steps: [closing(closed, 'database')], timeoutMs: 60_000 })).toBe(true);
    await websocket.closed;
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
