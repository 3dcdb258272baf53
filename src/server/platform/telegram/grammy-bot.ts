import { Api, GrammyError, InputFile } from 'grammy';
import { SendPace } from './send-pace';
import { TelegramRefusal, type TelegramBot, type TelegramPhoto } from './telegram-bot';

export interface GrammyBotOptions {
  token: string;
  username: string;
  /** The Bot API's address (a proxy's, or a test's fake); grammy's default is https://api.telegram.org. */
  apiRoot?: string;
  /** The pace of this bot's sends: one per process, shared by every send. */
  pace?: SendPace;
}

/**
 * Longest a send may take: grammy's default is Telegram's own 500 s, far past the job's lease being worth holding for
 * one message; a photo of a receipt (tens of KB) takes well under this.
 */
const SEND_TIMEOUT_SECONDS = 60;

/** Telegram's refusal as ours; anything else (the network, a timeout) as it came, for the job to retry. */
function refusalOf(error: unknown): unknown {
  if (!(error instanceof GrammyError)) return error;
  return new TelegramRefusal(error.description, error.error_code, error.parameters.retry_after);
}

/**
 * The bot through grammy's `Api`: plain text (no parse mode, so no character of a message is read as markup), a photo
 * with its caption. Every send first waits its turn in `pace` (Telegram's limits); a refusal is a TelegramRefusal. The
 * token is in each request's URL: grammy leaves it out of its errors (its `sensitiveLogs` is off).
 */
export function createGrammyBot({ token, username, apiRoot, pace = new SendPace() }: GrammyBotOptions): TelegramBot {
  const api = new Api(token, { ...(apiRoot ? { apiRoot } : {}), timeoutSeconds: SEND_TIMEOUT_SECONDS });
  const paced = async (chatId: string, send: () => Promise<unknown>) => {
    await pace.take(chatId);
    try {
      await send();
    } catch (error) {
      throw refusalOf(error);
    }
  };
  return {
    username,
    token,
    sendMessage: (chatId, text) => paced(chatId, () => api.sendMessage(chatId, text)),
    sendPhoto: (chatId, photo: TelegramPhoto, caption) =>
      paced(chatId, () => api.sendPhoto(chatId, new InputFile(photo.content, photo.filename), caption ? { caption } : {})),
  };
}
