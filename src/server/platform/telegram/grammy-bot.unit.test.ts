import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramFake, TEST_BOT_TOKEN, TEST_BOT_USERNAME, type TelegramFake } from '../../../../tests/helpers/telegram-fake';
import { withoutSecrets } from '../logging/secret-values';
import { SendPace } from './send-pace';
import { TelegramRefusal } from './telegram-bot';
import { botIdOf, telegramBotFromEnvironment } from './telegram-bot-from-environment';

let fake: TelegramFake;
beforeAll(async () => {
  fake = await telegramFake();
});
afterAll(() => fake.close());

const environment = (overrides: Record<string, string | undefined> = {}) => ({
  TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
  TELEGRAM_BOT_USERNAME: TEST_BOT_USERNAME,
  TELEGRAM_API_ROOT: fake.apiRoot,
  ...overrides,
});

describe('the Telegram bot from the environment', () => {
  it('is there with both variables, and nothing without either', () => {
    expect(telegramBotFromEnvironment({})).toBeUndefined();
    expect(telegramBotFromEnvironment({ TELEGRAM_BOT_TOKEN: ' ', TELEGRAM_BOT_USERNAME: '' })).toBeUndefined();
    expect(telegramBotFromEnvironment(environment({ TELEGRAM_BOT_USERNAME: `@${TEST_BOT_USERNAME}` }))).toMatchObject({
      username: TEST_BOT_USERNAME,
      token: TEST_BOT_TOKEN,
    });
    expect(botIdOf(TEST_BOT_TOKEN)).toBe('7000000001');
  });

  it('stops the start on one without the other, a malformed token or username, or an API root that is no address', () => {
    expect(() => telegramBotFromEnvironment({ TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN })).toThrow(/^TELEGRAM_BOT_USERNAME is not set/);
    expect(() => telegramBotFromEnvironment({ TELEGRAM_BOT_USERNAME: TEST_BOT_USERNAME })).toThrow(
      /^TELEGRAM_BOT_TOKEN is not set/,
    );
    expect(() => telegramBotFromEnvironment(environment({ TELEGRAM_BOT_USERNAME: 'not a bot' }))).toThrow(
      /^TELEGRAM_BOT_USERNAME must be a bot's username/,
    );
    expect(() => telegramBotFromEnvironment(environment({ TELEGRAM_API_ROOT: 'api.telegram.org' }))).toThrow(
      /^TELEGRAM_API_ROOT must be an http/,
    );
    const malformed = 'secret-that-is-no-token-1234567890';
    let message = '';
    try {
      telegramBotFromEnvironment(environment({ TELEGRAM_BOT_TOKEN: malformed }));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^TELEGRAM_BOT_TOKEN is not a bot token/);
    expect(message).not.toContain(malformed);
  });

  it('never lets its token into a log line', () => {
    telegramBotFromEnvironment(environment());
    expect(withoutSecrets(`POST /bot${TEST_BOT_TOKEN}/sendMessage`)).toBe('POST /bot[redacted]/sendMessage');
  });
});

describe('the bot against a fake Bot API', () => {
  const bot = () => telegramBotFromEnvironment(environment())!;

  it('sends a text message and a photo with its caption', async () => {
    await bot().sendMessage('101', 'Здравствуйте! Ваш заказ № 1024 оплачен.');
    await bot().sendPhoto('102', { filename: 'receipt.png', content: Buffer.from('89504e470d0a1a0a', 'hex') }, 'Квитанция');
    expect(fake.calls.slice(-2)).toMatchObject([
      { method: 'sendMessage', chatId: '101', text: 'Здравствуйте! Ваш заказ № 1024 оплачен.' },
      { method: 'sendPhoto', chatId: '102', text: 'Квитанция', photo: { filename: 'receipt.png', size: 8 } },
    ]);
  });

  it("turns Telegram's refusals into TelegramRefusal: a 429 with its retry_after, a 403", async () => {
    fake.refuse({ code: 429, retryAfter: 7 });
    const tooMany = await bot()
      .sendMessage('103', 'text')
      .catch((error: unknown) => error);
    expect(tooMany).toBeInstanceOf(TelegramRefusal);
    expect(tooMany).toMatchObject({ code: 429, retryAfterSeconds: 7, message: 'Too Many Requests: retry after 7' });
    fake.refuse({ code: 403 });
    const blocked = await bot()
      .sendMessage('104', 'text')
      .catch((error: unknown) => error);
    expect(blocked).toMatchObject({ code: 403, retryAfterSeconds: undefined, message: 'Forbidden: bot was blocked by the user' });
  });

  it('waits its turn in the pace it is given', async () => {
    const pace = new SendPace({ perSecond: 1000, burst: 1000, perChatIntervalMs: 200 });
    const { createGrammyBot } = await import('./grammy-bot');
    const paced = createGrammyBot({ token: TEST_BOT_TOKEN, username: TEST_BOT_USERNAME, apiRoot: fake.apiRoot, pace });
    await Promise.all([paced.sendMessage('105', 'one'), paced.sendMessage('105', 'two')]);
    const [one, two] = fake.calls.filter((call) => call.chatId === '105');
    expect(two!.at - one!.at).toBeGreaterThanOrEqual(190);
  });
});
