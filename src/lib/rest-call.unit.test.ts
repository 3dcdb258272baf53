import { describe, expect, it, vi } from 'vitest';
import { CART_FAILURE_WORDS } from '@/widgets/ecommerce/dictionary';
import { CHAT_FAILURE_WORDS } from '@/widgets/social/dictionary';

// The server action restCall calls on a 401: whether an expired session was refreshed.
const refreshExpiredSession = vi.fn<() => Promise<boolean>>(async () => false);
vi.mock('@/server/actions/session-actions', () => ({ refreshExpiredSession }));

const { restCall, retryAfterSeconds, RestCallError } = await import('./rest-call');
const { failureText, waitText } = await import('./failure-text');

/** What restCall throws for an answer of `status` with `body` and `headers`. */
async function refusal(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }),
    ),
  );
  try {
    return await restCall('POST', '/api/x', { description: 'hi' }).then(() => expect.fail('the call was refused'));
  } catch (error) {
    return error;
  } finally {
    vi.unstubAllGlobals();
  }
}

const ru = CHAT_FAILURE_WORDS.ru;
const en = CHAT_FAILURE_WORDS.en;
/** Latin letters: a Russian sentence has none (a number or a sign is fine). */
const LATIN = /[a-z]/i;

describe('what a failed call says', () => {
  it('says the server’s English refusals in the page’s words, never its text', async () => {
    const guest = await refusal(403, { data: 'Register or sign in to write: a guest session cannot start', cause: [] });
    expect(failureText(guest, 'ru', ru)).toBe(ru.forbidden);
    const missing = await refusal(404, {
      data: 'SocialChat with id c1 not found',
      cause: [{ field: 'chatId', message: 'chatId: SocialChat with id c1 not found', code: 'not_found' }],
    });
    expect(failureText(missing, 'ru', ru)).toBe(ru.notFound);
    expect(failureText(await refusal(401, { data: 'Sign in first', cause: [] }), 'ru', ru)).toBe(ru.signInAgain);
    expect(failureText(await refusal(500, { data: 'Internal server error', cause: [] }), 'ru', ru)).toBe(ru.serverDown);
    expect(failureText(await refusal(503, 'not json either'), 'en', en)).toBe(en.serverDown);
    expect(failureText(await refusal(409, { data: 'Some new conflict', cause: [] }), 'ru', ru)).toBe(ru.refused);
    for (const words of Object.values(CHAT_FAILURE_WORDS.ru)) if (typeof words === 'string') expect(words).not.toMatch(LATIN);
  });

  it('tells a 429 with its Retry-After wait in the page’s language, and without one when it has none', async () => {
    const limited = await refusal(
      429,
      { data: 'Too many chat messages: try again in 2 minutes', cause: [], messageCode: 'too_many_requests' },
      { 'retry-after': '95' },
    );
    expect(limited).toMatchObject({ status: 429, retryAfterSeconds: 95 });
    expect(failureText(limited, 'ru', ru)).toBe('Слишком много сообщений: попробуйте через 2 минуты.');
    expect(failureText(limited, 'en', en)).toBe('Too many messages: try again in 2 minutes.');
    expect(failureText(new RestCallError('Too many', 429), 'ru', ru)).toBe('Слишком много сообщений: попробуйте позже.');
  });

  it('names each failing field in words, and says a refusal’s own code', async () => {
    const long = await refusal(400, {
      data: 'Invalid input',
      cause: [
        {
          field: 'data.description',
          message: 'data.description: Too big',
          code: 'too_big',
          params: { maximum: 10_000, origin: 'string' },
        },
      ],
    });
    expect(failureText(long, 'ru', ru)).toBe('Сообщение: не более 10000 символов');
    expect(failureText(long, 'en', en)).toBe('Message: at most 10000 characters');
    const paying = await refusal(409, { data: 'The order is being paid', cause: [], messageCode: 'order_paying' });
    expect(failureText(paying, 'ru', CART_FAILURE_WORDS.ru)).toMatch(/^Заказ оплачивается/);
  });

  it('takes a failure without an answer (offline) for no connection, not the browser’s English', () => {
    expect(failureText(new TypeError('Failed to fetch'), 'ru', ru)).toBe(ru.offline);
    expect(failureText(new TypeError('Failed to fetch'), 'ru', CART_FAILURE_WORDS.ru)).not.toMatch(LATIN);
  });
});

describe('a 401', () => {
  it('asks for a refresh only when the server says a refresh token came, then calls again once', async () => {
    const answer = (status: number, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify({ data: status === 200 ? 'done' : 'Sign in first' }), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      });
    refreshExpiredSession.mockClear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401)),
    );
    await expect(restCall('GET', '/api/x')).rejects.toMatchObject({ status: 401 });
    expect(refreshExpiredSession).not.toHaveBeenCalled();

    refreshExpiredSession.mockResolvedValueOnce(true);
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(answer(401, { 'x-session-refreshable': 'true' }))
      .mockResolvedValueOnce(answer(200));
    vi.stubGlobal('fetch', fetch);
    expect(await restCall('GET', '/api/x')).toBe('done');
    expect(refreshExpiredSession).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });

  it('refreshes once for calls told 401 at the same time: a second refresh would present a spent token', async () => {
    refreshExpiredSession.mockClear();
    let finish!: (refreshed: boolean) => void;
    refreshExpiredSession.mockReturnValueOnce(new Promise<boolean>((resolve) => (finish = resolve)));
    let signedIn = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        signedIn
          ? new Response('{"data":"done"}', { status: 200, headers: { 'content-type': 'application/json' } })
          : new Response('{"data":"Sign in first"}', { status: 401, headers: { 'x-session-refreshable': 'true' } }),
      ),
    );
    const calls = [restCall('GET', '/api/a'), restCall('GET', '/api/b')];
    await vi.waitFor(() => expect(refreshExpiredSession).toHaveBeenCalledTimes(1));
    signedIn = true;
    finish(true);
    expect(await Promise.all(calls)).toEqual(['done', 'done']);
    expect(refreshExpiredSession).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

describe('a wait', () => {
  it('reads Retry-After as seconds or a date, and says it rounded up in the page’s language', () => {
    expect(retryAfterSeconds('120')).toBe(120);
    expect(retryAfterSeconds(new Date(61_000).toUTCString(), 1_000)).toBe(60);
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('soon')).toBeUndefined();
    expect(waitText(45, 'ru')).toBe('через 45 секунд');
    expect(waitText(61, 'ru')).toBe('через 2 минуты');
    expect(waitText(3_600, 'en')).toBe('in 1 hour');
    expect(waitText(0, 'en')).toBe('in 1 second');
  });
});
