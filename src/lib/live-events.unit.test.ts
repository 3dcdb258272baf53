import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '@/shared/live-topics';
import type { SessionState } from './session-store';

/** The page's session store, as far as the live client uses it: a reload's listener and the reload. */
const session = vi.hoisted(() => ({
  listeners: new Set<(next: SessionState, previous: SessionState) => void>(),
  reloadSession: vi.fn(async () => undefined),
}));
vi.mock('./session-store', async (original) => ({
  ...(await original<typeof import('./session-store')>()),
  reloadSession: session.reloadSession,
  onSessionReload: (listener: (next: SessionState, previous: SessionState) => void) => {
    session.listeners.add(listener);
    return () => session.listeners.delete(listener);
  },
}));
vi.mock('@/server/actions/session-actions', () => ({ refreshExpiredSession: async () => false }));

/** A stream the test opens, fails and feeds by hand. */
class FakeEventSource {
  static readonly OPEN = 1;
  static opened: FakeEventSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = 2;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  fail() {
    this.onerror?.();
  }
}

const signedIn = (id: string): SessionState => ({ status: 'signed-in', subject: { id, identities: [], roles: [] } });
const reload = (next: SessionState, previous: SessionState) => {
  for (const listener of session.listeners) listener(next, previous);
};
const streams = () => FakeEventSource.opened.length;
const latest = () => FakeEventSource.opened.at(-1)!;

let live: typeof import('./live-events');
beforeEach(async () => {
  vi.useFakeTimers();
  // Without navigator.locks (Node) the tab is alone: its own stream.
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.opened = [];
  session.listeners.clear();
  session.reloadSession.mockClear();
  vi.resetModules();
  live = await import('./live-events');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live stream’s reconnection', () => {
  it('waits a jittered, doubling pause, up to the ceiling', () => {
    expect([live.reconnectDelay(1, 0), live.reconnectDelay(1, 1)]).toEqual([500, 1_000]);
    expect([live.reconnectDelay(3, 0), live.reconnectDelay(3, 1)]).toEqual([2_000, 4_000]);
    expect(live.reconnectDelay(20, 1)).toBe(30_000);
  });

  it('keeps backing off from a server that answers and ends the stream at once, renewing the session once', () => {
    const stop = live.subscribeLive(['chats'], () => undefined);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    for (const [failure, pause] of [
      [1, 500],
      [2, 1_000],
      [3, 2_000],
      [4, 4_000],
    ] as const) {
      latest().open();
      latest().fail();
      // The same reader read again does not hasten the reopening.
      reload(signedIn('s1'), signedIn('s1'));
      vi.advanceTimersByTime(pause - 1);
      expect(streams(), `before reopening ${failure}`).toBe(failure);
      vi.advanceTimersByTime(1);
      expect(streams(), `reopening ${failure}`).toBe(failure + 1);
    }
    expect(session.reloadSession).toHaveBeenCalledTimes(1);
    stop();
  });

  it('forgets the failures once the stream stayed open a while, or an event came', () => {
    const stop = live.subscribeLive(['chats'], () => undefined);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    for (let failure = 0; failure < 3; failure++) {
      latest().fail();
      vi.runOnlyPendingTimers();
    }
    latest().open();
    vi.advanceTimersByTime(live.LIVE_STABLE_MS);
    latest().fail();
    vi.advanceTimersByTime(500);
    expect(streams()).toBe(5);
    for (let failure = 0; failure < 3; failure++) {
      latest().fail();
      vi.runOnlyPendingTimers();
    }
    latest().open();
    latest().onmessage?.({ data: JSON.stringify({ topic: 'chats', id: 'c1' }) });
    latest().fail();
    vi.advanceTimersByTime(500);
    expect(streams()).toBe(9);
    stop();
  });

  it('reopens at once as a new reader, and not for the same one', () => {
    const stop = live.subscribeLive(['chats'], () => undefined);
    latest().open();
    reload(signedIn('s1'), signedIn('s1'));
    expect(streams()).toBe(1);
    reload(signedIn('s2'), signedIn('s1'));
    expect(streams()).toBe(2);
    reload({ status: 'signed-out' }, signedIn('s2'));
    expect(streams()).toBe(3);
    stop();
  });

  it('has every subscriber read each topic once after reopening from a drop, and not on the first opening', () => {
    const heard: LiveMessage[] = [];
    const stop = live.subscribeLive(['chats', 'orders'], (message) => heard.push(message));
    latest().open();
    vi.advanceTimersByTime(2_000);
    expect(heard).toEqual([]);
    latest().fail();
    // Meanwhile it polls: none of that yet.
    vi.advanceTimersByTime(1_000);
    latest().open();
    vi.advanceTimersByTime(1_000);
    expect(heard).toEqual([{ topic: 'chats' }, { topic: 'orders' }]);
    vi.advanceTimersByTime(60_000);
    expect(heard).toHaveLength(2);
    stop();
  });
});

/** One lock as navigator.locks holds it across tabs: granted in turn, released when its callback's promise ends. */
function fakeLocks() {
  const waiting: (() => void)[] = [];
  let held = false;
  return {
    request(_name: string, _options: { signal: AbortSignal }, callback: () => Promise<void>) {
      return new Promise<void>((resolve) => {
        const grant = () => {
          held = true;
          void callback().then(() => {
            held = false;
            resolve();
            waiting.shift()?.();
          });
        };
        if (held) waiting.push(grant);
        else grant();
      });
    },
  };
}

/** The real BroadcastChannel delivers on the event loop: let it. */
const delivered = () => new Promise((resolve) => setImmediate(resolve));

describe('the leader’s handover', () => {
  it('tells the other tabs its stream is gone, and the next leader has them read every topic once it is open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.stubGlobal('navigator', { locks: fakeLocks() });
    vi.stubGlobal('addEventListener', vi.fn());
    vi.stubGlobal('removeEventListener', vi.fn());
    const observer = new BroadcastChannel('platform-live');
    const states: boolean[] = [];
    observer.onmessage = (event: MessageEvent<{ kind: string; open?: boolean }>) => {
      if (event.data.kind === 'state') states.push(event.data.open!);
    };

    const leaderTab = await import('./live-events');
    vi.resetModules();
    const otherTab = await import('./live-events');
    const stopLeader = leaderTab.subscribeLive(['chats'], () => undefined);
    await delivered();
    latest().open();
    const heard: LiveMessage[] = [];
    const stopOther = otherTab.subscribeLive(['chats'], (message) => heard.push(message));
    await delivered();
    await delivered();
    expect(streams()).toBe(1);

    stopLeader();
    await delivered();
    await delivered();
    expect(states).toContain(false);
    // The next tab leads with a stream of its own; once open, it reads again what the gap may have lost.
    expect(streams()).toBe(2);
    latest().open();
    vi.advanceTimersByTime(1_000);
    expect(heard).toEqual([{ topic: 'chats' }]);
    await delivered();
    expect(states.at(-1)).toBe(true);
    stopOther();
    observer.close();
  });
});

describe('catching up', () => {
  it('reads a catching-up subscriber’s topics once a stream is open, and no one else’s', () => {
    const [waiting, plain, later] = [vi.fn<(message: LiveMessage) => void>(), vi.fn(), vi.fn<(message: LiveMessage) => void>()];
    const stops = [live.subscribeLive(['invoices', 'orders'], waiting, { catchUp: true }), live.subscribeLive(['orders'], plain)];
    expect(waiting).not.toHaveBeenCalled();
    latest().open();
    expect(waiting.mock.calls.map(([message]) => message)).toEqual([{ topic: 'invoices' }, { topic: 'orders' }]);
    // Subscribed while the stream is open: it reads at once, after the caller's other effects.
    stops.push(live.subscribeLive(['invoices'], later, { catchUp: true }));
    expect(later).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(later.mock.calls.map(([message]) => message)).toEqual([{ topic: 'invoices' }]);
    // Once only: a reopening after a drop is the stream's own reread, not a second catching up.
    expect(waiting).toHaveBeenCalledTimes(2);
    expect(plain).not.toHaveBeenCalled();
    for (const stop of stops) stop();
  });
});
