import { connect } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { buildIsCurrent } from '../scripts/build-fingerprint';
import { readEnvironmentFile } from '../scripts/env';
import { PROCESS_SECRETS, startServerProcess } from './server-process';

/** What the process says once it has begun to stop on `signal`. */
const stopping = (signal: string) => `${signal}: finishing the requests in flight`;

/**
 * A request sent over a connection of its own in two parts: `send` writes its line, headers and the first half of
 * its body (the server is then handling it), `finish` the rest, resolving to the raw answer once the server closes.
 */
function requestInTwoParts(baseUrl: string, path: string, body: string) {
  const { port } = new URL(baseUrl);
  const socket = connect(Number(port), '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  const half = Math.floor(body.length / 2);
  return {
    send: () =>
      new Promise<void>((resolve) =>
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
            `X-RBAC-Secret-Key: ${PROCESS_SECRETS.RBAC_SECRET_KEY}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
            body.slice(0, half),
          () => resolve(),
        ),
      ),
    finish: () => {
      socket.end(body.slice(half));
      return ended;
    },
  };
}

describe('the server process', () => {
  it('is ready once started, and answers its probes', async () => {
    const server = await startServerProcess();
    try {
      const ready = await fetch(`${server.baseUrl}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({
        data: {
          status: 'ready',
          checks: { database: 'ok', migrations: 'ok', 'change listener': 'ok', 'live channel': 'ok', shutdown: 'ok' },
        },
      });
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  });

  it('on SIGTERM lets a request in flight complete, accepts no new one, and exits 0', async () => {
    const server = await startServerProcess();
    const inFlight = requestInTwoParts(server.baseUrl, '/api/host/layouts', JSON.stringify({ data: { title: 'In flight' } }));
    await inFlight.send();
    // Answered only after the server has read the first request's headers, which came first on the wire.
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    server.child.kill('SIGTERM');
    await vi.waitFor(() => expect(server.output()).toContain(stopping('SIGTERM')), { timeout: 30_000, interval: 50 });
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
    const answer = await inFlight.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('"In flight"');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Stopped');
  });

  it('on SIGINT stops at once when nothing is in flight, and exits 0', async () => {
    const server = await startServerProcess();
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain(stopping('SIGINT'));
  });
});

describe('npm start', () => {
  it('finds the build npm test made current, with the settings a start reads: it would not build again', () => {
    expect(buildIsCurrent({ environment: { ...readEnvironmentFile(), ...process.env } })).toBe(true);
  });
});
