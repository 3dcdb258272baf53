import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../errors';
import type { MessageCode } from '../../../../shared/message-codes';
import type { TelegramLogin } from './telegram.schema';

/** How old a Login Widget answer may be: Telegram's own advice is to refuse old ones; a day, as issue 31 asks. */
export const TELEGRAM_LOGIN_LIFETIME_SECONDS = 86_400;
/** How far in the future `auth_date` may be: the two clocks differ a little, never by more. */
export const TELEGRAM_CLOCK_SKEW_SECONDS = 60;

/** The widget's fields that the hash covers: every one it sent but `hash`. */
const SIGNED_FIELDS = ['id', 'first_name', 'last_name', 'username', 'photo_url', 'auth_date'] as const;

const refused = (field: 'hash' | 'auth_date', code: MessageCode, message: string) =>
  new AppError('UNAUTHORIZED', message, [{ field: `data.${field}`, message: `data.${field}: ${message}`, code }], {
    messageCode: code,
  });

/**
 * The widget's data-check-string: each field it sent but `hash`, as `key=value`, sorted by key, joined by line breaks.
 */
export const dataCheckString = (login: TelegramLogin): string =>
  SIGNED_FIELDS.filter((key) => login[key] !== undefined)
    .sort()
    .map((key) => `${key}=${login[key]}`)
    .join('\n');

/**
 * Checks a Login Widget answer (https://core.telegram.org/widgets/login#checking-authorization): its `hash` must be
 * HMAC-SHA256 of the data-check-string under the SHA-256 of the bot's token, compared in constant time; its
 * `auth_date` at most TELEGRAM_LOGIN_LIFETIME_SECONDS old and not in the future. Answers the person's Telegram id as
 * text (the identity's account) and a name to tell them by. A 401 naming `data.hash` or `data.auth_date` otherwise.
 */
export function verifyTelegramLogin(token: string, login: TelegramLogin, now: Date = new Date()) {
  const secret = createHash('sha256').update(token).digest();
  const expected = createHmac('sha256', secret).update(dataCheckString(login)).digest();
  const given = Buffer.from(login.hash, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw refused('hash', 'telegram_signature_invalid', 'The Telegram sign-in data is not signed by this site’s bot');
  const age = Math.floor(now.getTime() / 1000) - Number(login.auth_date);
  if (age > TELEGRAM_LOGIN_LIFETIME_SECONDS)
    throw refused(
      'auth_date',
      'telegram_login_expired',
      'The Telegram sign-in is more than a day old: sign in with Telegram again',
    );
  if (age < -TELEGRAM_CLOCK_SKEW_SECONDS)
    throw refused(
      'auth_date',
      'telegram_login_expired',
      'The Telegram sign-in is dated in the future: sign in with Telegram again',
    );
  return { telegramId: String(login.id), name: telegramName(login) };
}

/** How a Telegram account is named in messages: `Telegram @username`, else by its names, else by its id. */
export function telegramName(login: Pick<TelegramLogin, 'id' | 'username' | 'first_name' | 'last_name'>): string {
  if (login.username) return `Telegram @${login.username}`;
  const names = [login.first_name, login.last_name].filter(Boolean).join(' ');
  return names ? `Telegram (${names})` : `Telegram ${login.id}`;
}
