import 'server-only';
import { botIdOf } from '../platform/telegram/telegram-bot-from-environment';
import { serverRuntimeIfStarted } from '../runtime';

/** What the accounts pages need to offer the Telegram Login Widget: the bot's numeric id (its popup's) and username. */
export interface TelegramLoginOffer {
  botId: string;
  username: string;
}

/**
 * The Telegram Login Widget's bot when one is configured (TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_USERNAME), else
 * undefined: then nothing of Telegram is shown. The bot's id is public (the widget's popup shows it in its address);
 * its token never leaves the server.
 */
export function telegramLoginOffer(): TelegramLoginOffer | undefined {
  const bot = serverRuntimeIfStarted()?.telegram;
  return bot ? { botId: botIdOf(bot.token), username: bot.username } : undefined;
}
