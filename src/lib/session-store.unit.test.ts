import { beforeEach, describe, expect, it, vi } from 'vitest';

// The server action the store calls on a 401: whether an expired session was refreshed.
const refreshExpiredSession = vi.fn<() => Promise<boolean>>();
vi.mock('@/server/actions/session-actions', () => ({ refreshExpiredSession }));

const identity = {
  id: 'i1',
  provider: 'email_and_password',
  email: 'a@example.com',
  account: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  deliveryBlockedAt: null,
};
const me = (identities: unknown[] = [identity]) =>
  new Response(
    JSON.stringify({ data: { id: 's1', slug: 'x', identities, roles: [{ id: 'r1', title: 'User', slug: 'user' }] } }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
/** A 401; `refreshable` when the request carried a refresh token (the server says so: its cookie is httpOnly). */
const unauthorized = (refreshable = false) =>
  new Response('{"data":"Sign in first","cause":[]}', {
    status: 401,
    headers: refreshable ? { 'x-session-refreshable': 'true' } : {},
  });

/** A fresh store for each test: its state is the page's, kept in the module. */
async function freshStore() {
  vi.resetModules();
  return import('./session-store');
}

beforeEach(() => {
  refreshExpiredSession.mockReset();
  vi.unstubAllGlobals();
});

describe('the page session store', () => {
  it('reads the session once however many ask, and names the subject as the menus and settings show it', async () => {
    const fetch = vi.fn(async () => me());
    vi.stubGlobal('fetch', fetch);
    const store = await freshStore();
    const [first, second] = await Promise.all([store.currentSession(), store.currentSession()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(first).toEqual({
      status: 'signed-in',
      subject: {
        id: 's1',
        identities: [identity],
        roles: [{ id: 'r1', title: 'User', slug: 'user' }],
      },
    });
  });

  it('takes an anonymous subject (no identity) and no session alike for signed out, the guest keeping its subject', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => me([])),
    );
    expect(await (await freshStore()).currentSession()).toEqual({ status: 'signed-out', anonymousSubjectId: 's1' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unauthorized()),
    );
    expect(await (await freshStore()).currentSession()).toEqual({ status: 'signed-out' });
    // A visitor who never signed in keeps no refresh token: no refresh is asked for.
    expect(refreshExpiredSession).not.toHaveBeenCalled();
  });

  it('refreshes an expired session once, then asks again', async () => {
    const fetch = vi.fn<() => Promise<Response>>().mockResolvedValueOnce(unauthorized(true)).mockResolvedValueOnce(me());
    vi.stubGlobal('fetch', fetch);
    refreshExpiredSession.mockResolvedValue(true);
    const session = await (await freshStore()).currentSession();
    expect(session.status).toBe('signed-in');
    expect(refreshExpiredSession).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('waits for the session keeper before its first read', async () => {
    const fetch = vi.fn(async () => me());
    vi.stubGlobal('fetch', fetch);
    const store = await freshStore();
    let finish!: () => void;
    store.readSessionAfter(new Promise<void>((resolve) => (finish = resolve)));
    const reading = store.currentSession();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).not.toHaveBeenCalled();
    finish();
    expect((await reading).status).toBe('signed-in');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tells what depends on it when it is read again, not on the first read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => me()),
    );
    const store = await freshStore();
    const reloaded = vi.fn();
    store.onSessionReload(reloaded);
    // Nothing read yet: a reload has nothing to follow.
    await store.reloadSession();
    await store.currentSession();
    expect(reloaded).not.toHaveBeenCalled();
    const first = await store.currentSession();
    const again = await store.reloadSession();
    expect(reloaded).toHaveBeenCalledTimes(1);
    // With the former session: the live channel reopens only for another reader (readerOf).
    expect(reloaded).toHaveBeenCalledWith(again, first);
    expect([store.readerOf(again), store.readerOf({ status: 'signed-out' }), store.readerOf({ status: 'loading' })]).toEqual([
      's1',
      '',
      undefined,
    ]);
  });

  it('reports a failed read as an error, not as signed out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503, statusText: 'Service Unavailable' })),
    );
    const session = await (await freshStore()).currentSession();
    expect(session).toMatchObject({ status: 'error', message: '503 Service Unavailable', failure: { status: 503 } });
  });
});
