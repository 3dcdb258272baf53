import { execFile } from 'node:child_process';
import { createServer, Socket, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTEN_RESUMED, LISTENER_NAME, openDatabase } from '../../src/server/db/database';
import { openTestDatabase, type TestDatabase } from '../helpers/database';

/**
 * The PostgreSQL listener (db.listen) when its connection is lost: cut by the server, or silently dropped on the way
 * (as a NAT or proxy does with an idle connection), which only the heartbeat notices. The heartbeat runs every
 * HEARTBEAT_MS here instead of every 30 s.
 */

const HEARTBEAT_MS = 300;
const CHANNEL = 'listen_test';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase({ listenHeartbeatMs: HEARTBEAT_MS });
});
afterAll(() => db.dispose());

const notify = (payload: string) => db.query(`SELECT pg_notify($1, $2)`, [CHANNEL, payload]);

/** Ends the listening connections of this test file's database (other files' databases have their own). */
const cutListeners = () =>
  db.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
    [LISTENER_NAME],
  );

/** A listener on CHANNEL over `url`, keeping what it hears. */
async function listener(url = db.url!) {
  const heard: string[] = [];
  const listening = await openDatabase(url, { listenHeartbeatMs: HEARTBEAT_MS });
  const stop = await listening.listen(CHANNEL, (payload) => heard.push(payload));
  return {
    heard,
    listening: () => stop.listening(),
    stop: async () => {
      await stop();
      await listening.close();
    },
  };
}

/** Waits until `heard` holds `payload`. */
const hears = (heard: string[], payload: string, timeout = 10_000) =>
  vi.waitFor(() => expect(heard).toContain(payload), { timeout, interval: 50 });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A TCP proxy to the database server that can go silent: it then stops passing bytes on the connections it has,
 * without closing them (what a dropped NAT mapping looks like), while new connections go through as usual.
 */
async function silenceableProxy(target: URL) {
  const open = new Set<{ client: Socket; server: Socket }>();
  const proxy: Server = createServer((client) => {
    const server = new Socket().connect(Number(target.port || 5432), target.hostname);
    const pair = { client, server };
    open.add(pair);
    client.pipe(server).pipe(client);
    const close = () => {
      open.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on('error', close).on('close', close);
    server.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.host = `127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  return {
    url: url.toString(),
    /** Every connection open now stops passing bytes, both ways. */
    silence() {
      for (const { client, server } of open) {
        client.unpipe(server);
        server.unpipe(client);
        client.pause();
        server.pause();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const { client, server } of open) {
          client.destroy();
          server.destroy();
        }
        proxy.close(() => resolve());
      }),
  };
}

describe('the PostgreSQL listener', () => {
  it('hears a notification', async () => {
    const { heard, stop } = await listener();
    try {
      await notify('first');
      await hears(heard, 'first');
      expect(heard).toEqual(['first']);
    } finally {
      await stop();
    }
  });

  it('connects again after the server ends its connection, says LISTEN_RESUMED, and hears what comes later', async () => {
    const { heard, stop } = await listener();
    try {
      expect((await cutListeners()).length).toBeGreaterThanOrEqual(1);
      await hears(heard, LISTEN_RESUMED);
      await notify('after');
      await hears(heard, 'after');
      expect(heard).toEqual([LISTEN_RESUMED, 'after']);
      // And again: a connection made again is cut and made again the same way.
      await cutListeners();
      await vi.waitFor(() => expect(heard.filter((payload) => payload === LISTEN_RESUMED)).toHaveLength(2), {
        timeout: 10_000,
      });
    } finally {
      await stop();
    }
  });

  it('notices a connection silently dropped on the way by its heartbeat, and connects again', async () => {
    const proxy = await silenceableProxy(new URL(db.url!));
    const { heard, stop } = await listener(proxy.url);
    try {
      await notify('before');
      await hears(heard, 'before');
      proxy.silence();
      // Nothing closes the connection: only the heartbeat's unanswered check finds it gone.
      await hears(heard, LISTEN_RESUMED);
      await notify('after');
      await hears(heard, 'after');
      expect(heard).toEqual(['before', LISTEN_RESUMED, 'after']);
    } finally {
      await stop();
      await proxy.close();
    }
  });

  it('says it is not listening while its connection is lost and cannot be made again', async () => {
    const proxy = await silenceableProxy(new URL(db.url!));
    const { listening, stop } = await listener(proxy.url);
    try {
      expect(listening()).toBe(true);
      // The way to the server is gone: the connection ends and no new one can be made.
      await proxy.close();
      await vi.waitFor(() => expect(listening()).toBe(false), { timeout: 10_000, interval: 50 });
    } finally {
      await stop();
    }
  });

  it('hears nothing after stop, not even a loss it was about to recover from', async () => {
    const { heard, stop } = await listener();
    await cutListeners();
    // The loss is seen and the next attempt waits for its timer; stop() must clear it.
    await pause(200);
    await stop();
    await notify('late');
    await pause(1_500);
    expect(heard).toEqual([]);
  });

  it('leaves no timer or connection that keeps the process alive after stop', async () => {
    // Another process that listens, loses its connection and stops while its next attempt waits: it must exit by itself.
    const script = `
      const { openDatabase } = await import('./src/server/db/database.ts');
      const db = await openDatabase(process.env.URL, { listenHeartbeatMs: ${HEARTBEAT_MS} });
      const stop = await db.listen('${CHANNEL}', () => undefined);
      await db.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()", ['${LISTENER_NAME}']);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await stop();
      await db.close();
      console.log('stopped');
    `;
    const output = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        { cwd: process.cwd(), env: { ...process.env, URL: db.url }, timeout: 15_000 },
        (error, stdout) => (error ? reject(new Error(`It did not exit by itself: ${error.message}`)) : resolve(stdout)),
      ),
    );
    expect(output.trim()).toBe('stopped');
  });
});
