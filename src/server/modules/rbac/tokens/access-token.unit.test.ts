import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenSettings } from '../../../platform/credentials/token-settings';
import { readAccessToken, signAccessToken, VERIFIED_TOKENS_KEPT } from './access-token';

const settingsWith = (secret: string, accessLifetimeSeconds = 3600): TokenSettings => ({
  secret: new TextEncoder().encode(secret),
  accessLifetimeSeconds,
  refreshLifetimeSeconds: 86_400,
});

const claims = { subjectId: 'subject-1', sessionId: 'session-1' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readAccessToken', () => {
  it('checks a token’s signature once, and answers the same claims when it comes again', async () => {
    const settings = settingsWith('a secret of at least thirty-two characters, one');
    const token = await signAccessToken(settings, claims);
    const verify = vi.spyOn(crypto.subtle, 'verify');
    expect(await readAccessToken(settings, token)).toEqual(claims);
    expect(await readAccessToken(settings, token)).toEqual(claims);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('refuses a changed copy of a remembered token, and a token under another secret', async () => {
    const settings = settingsWith('a secret of at least thirty-two characters, two');
    const token = await signAccessToken(settings, claims);
    await readAccessToken(settings, token);
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(readAccessToken(settings, forged)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const otherSettings = settingsWith('another secret of thirty-two characters or more');
    await expect(readAccessToken(otherSettings, token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses a remembered token once it has expired, saying so', async () => {
    const settings = settingsWith('a secret of at least thirty-two characters, three', 1);
    const token = await signAccessToken(settings, claims);
    expect(await readAccessToken(settings, token)).toEqual(claims);
    await vi.waitFor(
      () => expect(readAccessToken(settings, token)).rejects.toThrow('The access token has expired: refresh it or sign in again'),
      { timeout: 5000, interval: 100 },
    );
  });

  it(`remembers at most ${VERIFIED_TOKENS_KEPT} tokens per secret, the oldest going first`, async () => {
    const settings = settingsWith('a secret of at least thirty-two characters, four');
    const tokens = await Promise.all(
      Array.from({ length: VERIFIED_TOKENS_KEPT + 1 }, (_, index) =>
        signAccessToken(settings, { subjectId: `subject-${index}`, sessionId: 'session' }),
      ),
    );
    for (const token of tokens) await readAccessToken(settings, token);
    const verify = vi.spyOn(crypto.subtle, 'verify');
    await readAccessToken(settings, tokens.at(-1)!);
    expect(verify).not.toHaveBeenCalled();
    expect(await readAccessToken(settings, tokens[0]!)).toEqual({ subjectId: 'subject-0', sessionId: 'session' });
    expect(verify).toHaveBeenCalledTimes(1);
  });
});
