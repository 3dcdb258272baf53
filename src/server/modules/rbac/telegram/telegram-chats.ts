import type { Database } from '../../../db/database';
import { TELEGRAM } from '../../../../shared/rbac-subject';

/*
 * A Telegram identity's chat as the messages see it (docs/decisions/0047): its account is the person's Telegram id,
 * which is also the id of their chat with the bot. When Telegram answers a send with 403 (the person blocked the bot,
 * or deleted their account), the identity is marked `deliveryBlockedAt`; nothing more is sent to that chat
 * (notification's addressesOfSubject skips it, and a message queued before is not sent) until the person signs in or
 * links Telegram again through the widget, which grants the bot the right to write to them again and clears the mark.
 */

/** Marks the Telegram identity of chat `chatId` as refusing the bot's messages, from now; answers whether one was marked. */
export async function blockTelegramChat(db: Database, chatId: string, at: Date = new Date()): Promise<boolean> {
  const { count } = await db.prisma.rbacIdentity.updateMany({
    where: { provider: TELEGRAM, account: chatId, deliveryBlockedAt: null },
    data: { deliveryBlockedAt: at },
  });
  return count > 0;
}

/** Since when the chat `chatId` refuses the bot's messages; undefined when it does not (or is no identity's). */
export async function telegramChatBlockedSince(db: Database, chatId: string): Promise<Date | undefined> {
  const identity = await db.prisma.rbacIdentity.findFirst({
    where: { provider: TELEGRAM, account: chatId },
    select: { deliveryBlockedAt: true },
  });
  return identity?.deliveryBlockedAt ?? undefined;
}
