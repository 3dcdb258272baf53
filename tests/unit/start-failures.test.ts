import { createServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeInOrder } from '../../src/server/http/graceful-shutdown';
import { listen } from '../../src/server/http/listen';

describe('listen', () => {
  it('resolves once the server listens', async () => {
    const server = createServer();
    await listen(server, 0, '127.0.0.1');
    expect(server.listening).toBe(true);
    await new Promise((resolve) => server.close(resolve));
  });

  it('rejects on a port in use with one sentence saying what to do, instead of an uncaught error event', async () => {
    const holder = createNetServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    const server = createServer();
    const listeners = () => [server.listenerCount('error'), server.listenerCount('listening')];
    const before = listeners();
    try {
      await expect(listen(server, port, '127.0.0.1')).rejects.toThrow(
        `port ${port} on 127.0.0.1 is in use by another process (EADDRINUSE): stop that process, or set PORT to a free port`,
      );
      expect(server.listening).toBe(false);
      // Its own listeners are gone: a later error of the server is not taken for this one.
      expect(listeners()).toEqual(before);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });

  it('names an address that is not this machine', async () => {
    await expect(listen(createServer(), 0, '192.0.2.1')).rejects.toThrow(/^192\.0\.2\.1 is not an address of this machine/);
  });
});

describe('closeInOrder', () => {
  it('closes every step in order, a failing one logged and the next closed all the same', async () => {
    const closed: string[] = [];
    const logged: string[] = [];
    const step = (name: string, fails = false) => ({
      name,
      close: async () => {
        closed.push(name);
        if (fails) throw new Error('refused');
      },
    });
    const all = await closeInOrder([step('the server'), step('Next.js', true), step('the database')], {
      deadline: Date.now() + 1_000,
      log: (message) => logged.push(message),
    });
    expect(all).toBe(false);
    expect(closed).toEqual(['the server', 'Next.js', 'the database']);
    expect(logged).toEqual(['Stopping Next.js failed: refused']);
  });
});
