import { neverLog } from '../logging/secret-values';
import type { Environment } from '../settings/whole-number';
import { createGrammyBot } from './grammy-bot';
import type { TelegramBot } from './telegram-bot';

/** A bot token as BotFather gives it: the bot's id, a colon, and its secret. */
const TOKEN = /^(\d{1,20}):[A-Za-z0-9_-]{30,}$/;
/** A bot's username (without "@"): 5 to 32 letters, digits and underscores, ending in "bot" as Telegram requires. */
const USERNAME = /^[A-Za-z][A-Za-z0-9_]{1,28}bot$/i;

/** The bot's numeric id, the part of its token before the colon: public (the Login Widget's popup names it). */
export const botIdOf = (token: string): string => TOKEN.exec(token)?.[1] ?? '';

/**
 * The Telegram bot `TELEGRAM_BOT_TOKEN` and `TELEGRAM_BOT_USERNAME` name, sending to `TELEGRAM_API_ROOT` (default
 * Telegram's own); undefined when neither is set, and then nothing of Telegram is offered. One without the other, a
 * token that is not one or a username that is not a bot's stops the start, naming the variable: a typo must not leave
 * sign-in offered with no bot to check it, or messages queued for a bot that cannot send. The token is never logged.
 */
export function telegramBotFromEnvironment(environment: Environment = process.env): TelegramBot | undefined {
  const token = environment.TELEGRAM_BOT_TOKEN?.trim();
  const username = environment.TELEGRAM_BOT_USERNAME?.trim().replace(/^@/, '');
  if (!token && !username) return undefined;
  if (!token) throw new Error('TELEGRAM_BOT_TOKEN is not set: set it beside TELEGRAM_BOT_USERNAME, or unset both');
  if (!username) throw new Error('TELEGRAM_BOT_USERNAME is not set: set it beside TELEGRAM_BOT_TOKEN, or unset both');
  neverLog(token);
  // The value is not repeated: the line would show the token.
  if (!TOKEN.test(token)) throw new Error('TELEGRAM_BOT_TOKEN is not a bot token (<bot id>:<secret>, as BotFather gives it)');
  if (!USERNAME.test(username))
    throw new Error(
      `TELEGRAM_BOT_USERNAME must be a bot's username (5 to 32 letters, digits or _, ending in bot); it is "${username}"`,
    );
  const apiRoot = environment.TELEGRAM_API_ROOT?.trim().replace(/\/+$/, '');
  if (apiRoot && !/^https?:\/\/[^/]/i.test(apiRoot))
    throw new Error(`TELEGRAM_API_ROOT must be an http:// or https:// address; it is "${apiRoot}"`);
  return createGrammyBot({ token, username, ...(apiRoot ? { apiRoot } : {}) });
}
