import { describe, expect, it } from 'vitest';
import { signedWidgetData, TEST_BOT_TOKEN } from '../../../../../tests/helpers/telegram-fake';
import { AppError } from '../../../errors';
import { dataCheckString, telegramName, verifyTelegramLogin } from './telegram-login';

const now = new Date('2026-11-28T12:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The refusal's status and the fields it names. */
function refusalOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, fields: error.causes.map((cause) => cause.field) };
    throw error;
  }
  return undefined;
}

describe('the Login Widget check', () => {
  const answer = signedWidgetData(
    {
      id: 123456789,
      first_name: 'Анна',
      last_name: 'Петрова',
      username: 'anna_p',
      photo_url: 'https://t.me/i/userpic/320/a.jpg',
    },
    { authDate: seconds(now) - 60 },
  );

  it('signs the sorted key=value lines of every field but hash', () => {
    expect(dataCheckString(answer)).toBe(
      `auth_date=${seconds(now) - 60}\nfirst_name=Анна\nid=123456789\nlast_name=Петрова\nphoto_url=https://t.me/i/userpic/320/a.jpg\nusername=anna_p`,
    );
  });

  it('takes an answer signed with the bot token, and names the person', () => {
    expect(verifyTelegramLogin(TEST_BOT_TOKEN, answer, now)).toEqual({ telegramId: '123456789', name: 'Telegram @anna_p' });
    // A REST client may send the numbers as text: the signed text is the same.
    expect(
      verifyTelegramLogin(TEST_BOT_TOKEN, { ...answer, id: '123456789', auth_date: String(answer.auth_date) }, now),
    ).toMatchObject({ telegramId: '123456789' });
    expect(telegramName({ id: 5, first_name: 'Анна' })).toBe('Telegram (Анна)');
    expect(telegramName({ id: 5 })).toBe('Telegram 5');
  });

  it('refuses a forged hash, a changed field or another bot’s signature, naming data.hash', () => {
    const hash = { status: 401, fields: ['data.hash'] };
    expect(refusalOf(() => verifyTelegramLogin(TEST_BOT_TOKEN, { ...answer, hash: 'a'.repeat(64) }, now))).toEqual(hash);
    expect(refusalOf(() => verifyTelegramLogin(TEST_BOT_TOKEN, { ...answer, id: 987654321 }, now))).toEqual(hash);
    expect(refusalOf(() => verifyTelegramLogin(TEST_BOT_TOKEN, { ...answer, username: undefined }, now))).toEqual(hash);
    const otherBot = signedWidgetData(
      { id: 1 },
      { token: '7000000002:AAOtherBotTokenForTestsOnly_0123456789', authDate: seconds(now) },
    );
    expect(refusalOf(() => verifyTelegramLogin(TEST_BOT_TOKEN, otherBot, now))).toEqual(hash);
  });

  it('refuses an answer more than a day old or over a minute in the future, naming data.auth_date', () => {
    const date = { status: 401, fields: ['data.auth_date'] };
    const at = (authDate: number) => signedWidgetData({ id: 1 }, { authDate });
    expect(refusalOf(() => verifyTelegramLogin(TEST_BOT_TOKEN, at(seconds(now) - 86_400), now))).toBeUndefined();
    expect(refusalOf(() => verifyTelegramLogin(TEST_BOT_TOKEN, at(seconds(now) - 86_401), now))).toEqual(date);
    expect(refusalOf(() => verifyTelegramLogin(TEST_BOT_TOKEN, at(seconds(now) + 60), now))).toBeUndefined();
    expect(refusalOf(() => verifyTelegramLogin(TEST_BOT_TOKEN, at(seconds(now) + 61), now))).toEqual(date);
  });
});
