import type { Prisma } from '../../../generated/prisma/client';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import type { MessageAnswer, MessageData, PushMessageInput } from './messages.schema';

/*
 * A channel's announcements (docs/decisions/0050). A message is shown until its expiresAt: every read here asks for
 * the unexpired ones, so an expired message is never shown, whether or not the expiry job has removed it yet. Writes
 * to messages are page content (@pageContent): the database announces them, cached pages are drawn again and open
 * pages hear `content` on the live channel and read their channels' messages again.
 */

const MESSAGE_FIELDS = {
  id: true,
  createdAt: true,
  updatedAt: true,
  variant: true,
  payload: true,
  expiresAt: true,
  channelId: true,
} as const;

/** Most messages a channel shows at once: a bar, not a feed. */
export const MAX_CURRENT_MESSAGES = 20;

type MessageRow = Omit<MessageAnswer, 'payload'> & { payload: unknown };

/** A stored payload as text by language (the column is JSON; what is not text is no words to show). */
const answerOf = (row: MessageRow): MessageAnswer => ({
  ...row,
  payload: Object.fromEntries(
    Object.entries(row.payload && typeof row.payload === 'object' ? row.payload : {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  ),
});

async function existingChannel(db: Database, id: string, field?: string): Promise<string> {
  const channel = await db.prisma.broadcastChannel.findUnique({ where: { id }, select: { id: true } });
  if (!channel) throw notFound(`BroadcastChannel with id ${id} not found`, field);
  return channel.id;
}

/** A channel's unexpired messages at `now`, newest first: also a relation's select (a widget's channels, one statement). */
export const currentMessagesArgs = (now: Date) =>
  ({
    where: { expiresAt: { gt: now } },
    select: MESSAGE_FIELDS,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: MAX_CURRENT_MESSAGES,
  }) satisfies Prisma.BroadcastChannel$messagesArgs;

/** The unexpired messages of these channels at `now`, newest first. */
export async function currentMessagesOf(db: Database, channelIds: readonly string[], now = new Date()): Promise<MessageAnswer[]> {
  if (channelIds.length === 0) return [];
  const current = currentMessagesArgs(now);
  const rows = await db.prisma.broadcastMessage.findMany({
    ...current,
    where: { ...current.where, channelId: { in: [...channelIds] } },
  });
  return rows.map(answerOf);
}

/** Each channel's current messages (currentMessagesArgs) as one list, as currentMessagesOf reads them. */
export function newestOfChannels(perChannel: readonly (readonly MessageRow[])[]): MessageAnswer[] {
  return perChannel
    .flat()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, MAX_CURRENT_MESSAGES)
    .map(answerOf);
}

/** GET /api/broadcast/channels/{id}/messages: the channel's unexpired messages (404 for an unknown channel). */
export async function channelMessages(db: Database, channelId: string): Promise<MessageAnswer[]> {
  return currentMessagesOf(db, [await existingChannel(db, channelId)]);
}

async function writeMessage(db: Database, channelId: string, data: MessageData): Promise<MessageAnswer> {
  const row = await db.prisma.broadcastMessage.create({
    data: { channelId, payload: data.payload, ...(data.expiresAt ? { expiresAt: data.expiresAt } : {}) },
    select: MESSAGE_FIELDS,
  });
  return answerOf(row);
}

/** POST /api/broadcast/channels/{id}/messages. */
export async function createMessage(db: Database, channelId: string, data: MessageData): Promise<MessageAnswer> {
  return db.transaction(async (tx) => writeMessage(tx, await existingChannel(tx, channelId), data));
}

/**
 * POST /api/broadcast/channels/push-message: a message to the channel named by slug or id. An unknown channel is a 404,
 * not a new channel as in the origin: a mistyped slug would otherwise announce to a channel no page shows.
 */
export async function pushMessage(db: Database, { data }: PushMessageInput): Promise<MessageAnswer> {
  const { slug, channelId, ...message } = data;
  return db.transaction(async (tx) => {
    if (channelId !== undefined) return writeMessage(tx, await existingChannel(tx, channelId, 'data.channelId'), message);
    const channel = await tx.prisma.broadcastChannel.findUnique({ where: { slug: slug! }, select: { id: true } });
    if (!channel) throw notFound(`BroadcastChannel with slug ${slug} not found`, 'data.slug');
    return writeMessage(tx, channel.id, message);
  });
}

/** DELETE /api/broadcast/channels/{id}/messages/{messageId}: answers the message removed. */
export async function deleteMessage(db: Database, channelId: string, messageId: string): Promise<MessageAnswer> {
  return db.transaction(async (tx) => {
    await existingChannel(tx, channelId);
    const [row] = await tx.prisma.broadcastMessage.findMany({ where: { id: messageId, channelId }, select: MESSAGE_FIELDS });
    if (!row) throw notFound(`BroadcastMessage with id ${messageId} not found in channel ${channelId}`, 'messageId');
    await tx.prisma.broadcastMessage.delete({ where: { id: messageId } });
    return answerOf(row);
  });
}

/** Most expired messages one statement removes; the job goes on until none is left. */
const EXPIRED_BATCH = 500;

/**
 * Removes the messages expired at `now`; answers how many. Nothing expired, nothing written: a DELETE of no rows would
 * still fire the statement trigger that makes every cached page be drawn again.
 */
export async function removeExpiredMessages(db: Database, now = new Date()): Promise<number> {
  let removed = 0;
  for (;;) {
    const expired = await db.prisma.broadcastMessage.findMany({
      where: { expiresAt: { lte: now } },
      select: { id: true },
      take: EXPIRED_BATCH,
    });
    if (expired.length === 0) return removed;
    const { count } = await db.prisma.broadcastMessage.deleteMany({
      where: { id: { in: expired.map(({ id }) => id) }, expiresAt: { lte: now } },
    });
    removed += count;
    if (expired.length < EXPIRED_BATCH) return removed;
  }
}
