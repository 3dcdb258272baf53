import type { Database } from '../../../db/database';
import type { FileStorage } from '../../../platform/file-storage/file-storage';
import { PermanentJobFailure, RetryJobAt, type JobDefinition } from '../../../platform/jobs/job-definition';
import { errorText } from '../../../platform/jobs/jobs.service';
import { logger } from '../../../platform/logging/logger';
import { TelegramRefusal, type TelegramBot } from '../../../platform/telegram/telegram-bot';
import { blockTelegramChat, telegramChatBlockedSince } from '../../rbac/telegram/telegram-chats';
import { attachmentContent, attachmentsOf } from '../mail/mail-message';
import {
  claim,
  DELIVERY_ATTEMPTS,
  DELIVERY_BACKOFF,
  isDue,
  TELEGRAM_DELIVERY_JOB,
  type Notification,
} from '../notifications.service';
import { TELEGRAM_CAPTION_LIMIT, telegramParts } from './telegram-text';

/*
 * The Telegram channel of the outbox (docs/decisions/0047). A row with method 'telegram' has no caller's attempt: its
 * `notification.deliver-telegram` job runs at once (at its sendAfter when later), claims the row as the e-mail job does
 * ('new' or 'failed' → 'sending', attempts + 1) and sends it by the bot, at the bot's pace (25 messages a second in
 * all, one a second per chat: platform/telegram/send-pace.ts). Its retries, by what Telegram answered:
 *
 * - 429 Too Many Requests: queued again after the `retry_after` seconds Telegram named, the job's attempt given back
 *   (RetryJobAt): being told to wait is not a failure, however often it comes.
 * - 403 Forbidden (the person blocked the bot, or is gone): failed at once, no retry; the chat's Telegram identity is
 *   marked blocked, so nothing more goes to it (rows already queued for it fail the same way without a send) until the
 *   person signs in or links Telegram again.
 * - 400 Bad Request (no such chat, a text Telegram cannot take): failed at once, since sending it again cannot help.
 * - Anything else (the network, a timeout, Telegram's 5xx, a file missing from storage): retried as an e-mail is, up to
 *   DELIVERY_ATTEMPTS (8) attempts in all, 1, 2, 4, 8, 16, 32 and 60 minutes after each failure (about two hours).
 *
 * Without a bot (TELEGRAM_BOT_TOKEN unset) a row fails at once, saying so. A text longer than Telegram takes goes as
 * several messages, and a photo's text longer than a caption as a message after the photo: a retry after a failure
 * between two of them sends the earlier ones again, which Telegram cannot be asked to prevent.
 */

/** Refusals that no retry can change: the job fails at once. */
const FINAL_REFUSALS = new Set([400, 403]);

/** The row's photo (its first image attachment) with its text as caption, or as messages after it; else the text. */
async function sendRow(bot: TelegramBot, storage: FileStorage | undefined, notification: Notification): Promise<void> {
  const chat = notification.recipient;
  const photo = attachmentsOf(notification).find((attachment) => attachment.contentType.startsWith('image/'));
  const { text } = notification;
  if (photo) {
    const content = await attachmentContent(storage, photo);
    const captioned = text.length <= TELEGRAM_CAPTION_LIMIT;
    await bot.sendPhoto(chat, { filename: photo.filename, content }, captioned ? text : '');
    if (captioned) return;
  }
  for (const part of telegramParts(text)) await bot.sendMessage(chat, part);
}

const failRow = (db: Database, id: string, error: string) =>
  db.prisma.notificationNotification.update({ where: { id }, data: { status: 'failed', error } });

/**
 * What the job does with a refusal: a 429 waits its retry_after, a 403 blocks the chat, a 400 is final, the rest is
 * retried with the backoff. The row is already 'failed' with the refusal's words.
 */
async function afterFailure(db: Database, notification: Notification, error: unknown, message: string): Promise<never> {
  if (error instanceof TelegramRefusal && error.code === 429) {
    const seconds = Math.max(1, error.retryAfterSeconds ?? 1);
    logger().warn({ notificationId: notification.id, retryAfter: seconds }, 'Telegram asked to wait before sending again');
    throw new RetryJobAt(new Date(Date.now() + seconds * 1000), message);
  }
  logger().error({ err: error, notificationId: notification.id }, 'Telegram delivery failed');
  if (error instanceof TelegramRefusal && error.code === 403) {
    await blockTelegramChat(db, notification.recipient);
    throw new PermanentJobFailure(message);
  }
  if (error instanceof TelegramRefusal && FINAL_REFUSALS.has(error.code)) throw new PermanentJobFailure(message);
  throw new Error(message);
}

/** The `notification.deliver-telegram` job: sends the row `payload.id` by `bot` (see above). */
export const telegramDeliveryJob = (bot: TelegramBot | undefined, storage?: FileStorage): JobDefinition<{ id: string }> => ({
  name: TELEGRAM_DELIVERY_JOB,
  maxAttempts: DELIVERY_ATTEMPTS,
  backoff: DELIVERY_BACKOFF,
  async run(db, { payload }) {
    const notification = await db.prisma.notificationNotification.findUnique({ where: { id: payload.id } });
    if (!notification || notification.status === 'sent') return;
    // Its sendAfter may have moved since the job was written (an administrator's change): wait for it, not counted.
    if (!isDue(notification)) throw new RetryJobAt(notification.sendAfter!, 'The message is not due yet (sendAfter)');
    if (!(await claim(db, notification.id, ['new', 'failed'])))
      throw new Error(
        'Another delivery holds the message (status sending); if its sender stopped, the message may have gone out and ' +
          'is not sent again: set its status to failed and run this job to send it anyway',
      );
    if (!bot) {
      const message = 'No Telegram bot is configured (TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_USERNAME): the message cannot be sent';
      await failRow(db, notification.id, message);
      throw new PermanentJobFailure(message);
    }
    const blockedSince = await telegramChatBlockedSince(db, notification.recipient);
    if (blockedSince) {
      const message = `Telegram refused messages to this chat since ${blockedSince.toISOString()} (the bot was blocked): nothing is sent to it until the person links Telegram again`;
      await failRow(db, notification.id, message);
      throw new PermanentJobFailure(message);
    }
    try {
      await sendRow(bot, storage, notification);
    } catch (error) {
      const message = errorText(error);
      await failRow(db, notification.id, message);
      return afterFailure(db, notification, error, message);
    }
    await db.prisma.notificationNotification.update({
      where: { id: notification.id },
      data: { status: 'sent', sentAt: new Date(), error: null },
    });
  },
});
