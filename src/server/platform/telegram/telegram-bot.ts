/** A file sent by Telegram's sendPhoto. */
export interface TelegramPhoto {
  filename: string;
  content: Buffer;
}

/**
 * The Telegram bot TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_USERNAME name (issue 31, docs/decisions/0046): the Bot API's
 * sends, and what the Login Widget needs. Each send resolves once Telegram accepted it and rejects with a
 * TelegramRefusal when Telegram refused it.
 */
export interface TelegramBot {
  /** The bot's username, without "@": the Login Widget's `data-telegram-login`. */
  readonly username: string;
  /** The bot's token: the Login Widget's data is signed with its SHA-256. Never logged. */
  readonly token: string;
  sendMessage(chatId: string, text: string): Promise<void>;
  sendPhoto(chatId: string, photo: TelegramPhoto, caption: string): Promise<void>;
}

/** Telegram's refusal of a send: 429 with the seconds to wait, 403 when the person blocked the bot. */
export class TelegramRefusal extends Error {
  override name = 'TelegramRefusal';
  constructor(
    message: string,
    readonly code: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
