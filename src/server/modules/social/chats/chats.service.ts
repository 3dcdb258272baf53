import type { z } from 'zod';
import type { Prisma } from '../../../../generated/prisma/client';
import { CHAT_REACTIONS, type ChatReaction } from '../../../../shared/chat-reactions';
import type { Language } from '../../../../shared/languages';
import { PUBLISHED_STATUS } from '../../../../shared/registry/visibility';
import type { Database } from '../../../db/database';
import { notFound } from '../../../errors';
import { announceLive } from '../../../platform/live/live-events';
import type { Notification } from '../../notification/notifications.service';
import { queueChatNotices } from './chat-notices.service';
import type { chatMessage, chatProfile, chatSummary, inbox } from './chats.schema';

/*
 * Chats as their members see them (docs/decisions/0044). A profile speaks in a chat it is a member of
 * (SocialProfilesToChats); every message has one SocialProfilesToMessages row per member when it was written, which
 * holds that member's read mark and reaction, and marks the author. Reads never write.
 */

export type ChatProfile = z.infer<typeof chatProfile>;
export type ChatMessage = z.infer<typeof chatMessage>;
export type ChatSummary = z.infer<typeof chatSummary>;
export type Inbox = z.infer<typeof inbox>;

/** The status of a profile made for a visitor's first conversation: not on the site, only in its chats. */
export const PRIVATE_PROFILE_STATUS = 'private';

const PROFILE_FIELDS = { id: true, slug: true, title: true, status: true } satisfies Prisma.SocialProfileSelect;
const profileOf = (profile: { id: string; slug: string; title: unknown; status: string }): ChatProfile => ({
  id: profile.id,
  slug: profile.slug,
  title: profile.title as Record<string, string>,
  onSite: profile.status === PUBLISHED_STATUS,
});

/** Whether subject `subjectId` owns profile `profileId` (subjects-to-social-module-profiles). */
export async function ownsProfile(db: Database, subjectId: string, profileId: string): Promise<boolean> {
  const link = await db.prisma.rbacSubjectsToSocialModuleProfiles.findFirst({
    where: { subjectId, socialModuleProfileId: profileId },
    select: { id: true },
  });
  return !!link;
}

/** Whether profile `profileId` is a member of chat `chatId` (profiles-to-chats). */
export async function isMember(db: Database, profileId: string, chatId: string): Promise<boolean> {
  const link = await db.prisma.socialProfilesToChats.findUnique({
    where: { profileId_chatId: { profileId, chatId } },
    select: { id: true },
  });
  return !!link;
}

/** The subjects who own a member profile of the chat: who may read it, and so who hears of its changes. */
export async function chatSubjects(db: Database, chatId: string): Promise<string[]> {
  const rows = await db.query<{ subjectId: string }>(
    `SELECT DISTINCT sp."subjectId" FROM "SocialProfilesToChats" pc
       JOIN "RbacSubjectsToSocialModuleProfiles" sp ON sp."socialModuleProfileId" = pc."profileId"
      WHERE pc."chatId" = $1::text`,
    [chatId],
  );
  return rows.map((row) => row.subjectId);
}

const announceChat = async (db: Database, chatId: string) =>
  announceLive(db, { topic: 'chats', id: chatId, subjects: await chatSubjects(db, chatId) });

/** The subject's own profiles, and how many chat messages wait unread across them (each message once). */
export async function subjectInbox(db: Database, subjectId: string): Promise<Inbox> {
  const links = await db.prisma.rbacSubjectsToSocialModuleProfiles.findMany({
    where: { subjectId },
    select: { socialModuleProfile: { select: PROFILE_FIELDS } },
    orderBy: [{ orderIndex: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
  });
  const [row] = await db.query<{ unread: number }>(
    `SELECT count(DISTINCT pm."messageId")::int AS "unread" FROM "SocialProfilesToMessages" pm
       JOIN "RbacSubjectsToSocialModuleProfiles" sp ON sp."socialModuleProfileId" = pm."profileId"
      WHERE sp."subjectId" = $1::text AND NOT pm."isRead"`,
    [subjectId],
  );
  return { profiles: links.map((link) => profileOf(link.socialModuleProfile)), unread: row?.unread ?? 0 };
}

const MESSAGE_FIELDS = {
  id: true,
  createdAt: true,
  description: true,
  profilesToMessages: {
    select: { profileId: true, isRead: true, isAuthor: true, reaction: true, profile: { select: PROFILE_FIELDS } },
  },
} satisfies Prisma.SocialMessageSelect;
type MessageRow = Prisma.SocialMessageGetPayload<{ select: typeof MESSAGE_FIELDS }>;

/** A message as profile `profileId` sees it: read unless its row says not (it joined later), reactions counted. */
function messageOf(row: MessageRow, profileId: string): ChatMessage {
  const members = row.profilesToMessages;
  const own = members.find((member) => member.profileId === profileId);
  const author = members.find((member) => member.isAuthor)?.profile;
  return {
    id: row.id,
    createdAt: row.createdAt,
    description: row.description as Record<string, string>,
    author: author ? profileOf(author) : null,
    isRead: own?.isRead ?? true,
    reactions: CHAT_REACTIONS.flatMap((reaction) => {
      const count = members.filter((member) => member.reaction === reaction).length;
      return count ? [{ reaction, count, mine: own?.reaction === reaction }] : [];
    }),
  };
}

export interface MessagePage {
  limit: number;
  offset: number;
  /** Only messages older than this one (the last of the previous page). */
  before?: string;
}

/** The chat's messages, newest first, a page at a time; `before` must be a message of this chat (else a 404). */
export async function chatMessages(db: Database, profileId: string, chatId: string, page: MessagePage): Promise<ChatMessage[]> {
  let older: Prisma.SocialMessageWhereInput = {};
  if (page.before !== undefined) {
    const cursor = await db.prisma.socialMessage.findFirst({
      where: { id: page.before, chatsToMessages: { some: { chatId } } },
      select: { id: true, createdAt: true },
    });
    if (!cursor) throw notFound(`SocialMessage with id ${page.before} not found in this chat`, 'before');
    older = {
      OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }],
    };
  }
  const rows = await db.prisma.socialMessage.findMany({
    where: { chatsToMessages: { some: { chatId } }, ...older },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: page.offset,
    take: page.limit,
    select: MESSAGE_FIELDS,
  });
  return rows.map((row) => messageOf(row, profileId));
}

/**
 * Chats as member `profileId` sees them, in the order of `chatIds`: their members, latest message and how many it has
 * not read. A fixed number of queries however many chats.
 */
async function chatSummaries(db: Database, profileId: string, chatIds: readonly string[]): Promise<ChatSummary[]> {
  if (!chatIds.length) return [];
  const [found, latest, unread] = await Promise.all([
    db.prisma.socialChat.findMany({
      where: { id: { in: [...chatIds] } },
      select: {
        id: true,
        createdAt: true,
        updatedAt: true,
        description: true,
        profilesToChats: { select: { profile: { select: PROFILE_FIELDS } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
      },
    }),
    db.query<{ chatId: string; messageId: string }>(
      `SELECT DISTINCT ON (cm."chatId") cm."chatId", m."id" AS "messageId"
         FROM "SocialChatsToMessages" cm JOIN "SocialMessage" m ON m."id" = cm."messageId"
        WHERE cm."chatId" = ANY($1::text[])
        ORDER BY cm."chatId", m."createdAt" DESC, m."id" DESC`,
      [chatIds],
    ),
    db.query<{ chatId: string; unread: number }>(
      `SELECT cm."chatId", count(*)::int AS "unread"
         FROM "SocialChatsToMessages" cm
         JOIN "SocialProfilesToMessages" pm ON pm."messageId" = cm."messageId" AND pm."profileId" = $2::text
        WHERE cm."chatId" = ANY($1::text[]) AND NOT pm."isRead"
        GROUP BY cm."chatId"`,
      [chatIds, profileId],
    ),
  ]);
  const messages = await db.prisma.socialMessage.findMany({
    where: { id: { in: latest.map((row) => row.messageId) } },
    select: MESSAGE_FIELDS,
  });
  const messageById = new Map(messages.map((row) => [row.id, messageOf(row, profileId)]));
  const lastOf = new Map(latest.map((row) => [row.chatId, messageById.get(row.messageId)]));
  const unreadOf = new Map(unread.map((row) => [row.chatId, row.unread]));
  const chatOf = new Map(found.map((chat) => [chat.id, chat]));
  return chatIds.flatMap((chatId) => {
    const chat = chatOf.get(chatId);
    if (!chat) return [];
    return [
      {
        id: chat.id,
        createdAt: chat.createdAt,
        updatedAt: chat.updatedAt,
        description: chat.description as Record<string, string>,
        members: chat.profilesToChats.map((link) => profileOf(link.profile)),
        lastMessage: lastOf.get(chatId) ?? null,
        unread: unreadOf.get(chatId) ?? 0,
      },
    ];
  });
}

/** One chat as member `profileId` sees it (a 404 naming `chatId` when there is none). */
export async function chatSummaryOf(db: Database, profileId: string, chatId: string): Promise<ChatSummary> {
  const [chat] = await chatSummaries(db, profileId, [chatId]);
  if (!chat) throw notFound(`SocialChat with id ${chatId} not found`, 'chatId');
  return chat;
}

/** The chats profile `profileId` is a member of, the one with the latest message first. */
export async function profileChats(db: Database, profileId: string): Promise<ChatSummary[]> {
  const links = await db.prisma.socialProfilesToChats.findMany({
    where: { profileId },
    select: { chatId: true },
    orderBy: [{ chat: { updatedAt: 'desc' } }, { chatId: 'asc' }],
  });
  return chatSummaries(
    db,
    profileId,
    links.map((link) => link.chatId),
  );
}

/** A message by its id, as profile `profileId` sees it. */
async function messageById(db: Database, profileId: string, messageId: string): Promise<ChatMessage> {
  const row = await db.prisma.socialMessage.findUniqueOrThrow({ where: { id: messageId }, select: MESSAGE_FIELDS });
  return messageOf(row, profileId);
}

export interface NewMessage {
  profileId: string;
  chatId: string;
  description: string;
  /** The request's language: the text is stored under it. */
  language: Language;
  siteUrl: string;
}

/**
 * Writes a message of member `profileId` in one transaction, or nothing: the message, its chats-to-messages link and
 * one profiles-to-messages row per member (read for the author, unread for the others); touches the chat (the chat
 * list's order), queues the other members' notices and announces the change. Answers the message and the notices to
 * deliver after the commit.
 */
export async function postMessage(
  db: Database,
  { profileId, chatId, description, language, siteUrl }: NewMessage,
): Promise<{ message: ChatMessage; notices: Notification[] }> {
  return db.transaction(async (tx) => {
    const members = await tx.prisma.socialProfilesToChats.findMany({ where: { chatId }, select: { profileId: true } });
    // The author's owners have read it under every profile of theirs in the chat, not only the one they wrote as.
    const authors = await tx.prisma.rbacSubjectsToSocialModuleProfiles.findMany({
      where: { subject: { subjectsToSocialModuleProfiles: { some: { socialModuleProfileId: profileId } } } },
      select: { socialModuleProfileId: true },
    });
    const readBy = new Set([profileId, ...authors.map((link) => link.socialModuleProfileId)]);
    const created = await tx.prisma.socialMessage.create({
      data: {
        description: { [language]: description },
        chatsToMessages: { create: { chatId } },
        profilesToMessages: {
          create: members.map((member) => ({
            profileId: member.profileId,
            isAuthor: member.profileId === profileId,
            isRead: readBy.has(member.profileId),
          })),
        },
      },
      select: { id: true },
    });
    await tx.prisma.socialChat.update({ where: { id: chatId }, data: { updatedAt: new Date() }, select: { id: true } });
    const notices = await queueChatNotices(tx, { chatId, authorProfileId: profileId, siteUrl });
    await announceChat(tx, chatId);
    return { message: await messageById(tx, profileId, created.id), notices };
  });
}

/** A message of the chat, or a 404 naming `messageId`. */
async function assertMessageOfChat(db: Database, chatId: string, messageId: string) {
  const link = await db.prisma.socialChatsToMessages.findFirst({ where: { chatId, messageId }, select: { id: true } });
  if (!link) throw notFound(`SocialMessage with id ${messageId} not found in this chat`, 'messageId');
}

/**
 * Member `profileId`'s reaction to a message of the chat: set, replaced by another, or taken back when sent again
 * (one per profile and message). One statement, so that two clicks at once toggle twice rather than collide; a member
 * who joined after the message gets its row here.
 */
export async function react(
  db: Database,
  { profileId, chatId, messageId, reaction }: { profileId: string; chatId: string; messageId: string; reaction: ChatReaction },
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    await assertMessageOfChat(tx, chatId, messageId);
    await tx.query(
      `INSERT INTO "SocialProfilesToMessages" ("id", "profileId", "messageId", "isRead", "reaction", "updatedAt")
       VALUES (gen_random_uuid()::text, $1::text, $2::text, TRUE, $3::text, now())
       ON CONFLICT ("profileId", "messageId") DO UPDATE
         SET "reaction" = CASE WHEN "SocialProfilesToMessages"."reaction" = EXCLUDED."reaction" THEN NULL
                               ELSE EXCLUDED."reaction" END,
             "updatedAt" = now()`,
      [profileId, messageId, reaction],
    );
    await announceChat(tx, chatId);
    return messageById(tx, profileId, messageId);
  });
}

/** Member `profileId` has read every message of the chat; the others hear of it when something changed. */
export async function markRead(db: Database, profileId: string, chatId: string): Promise<ChatSummary> {
  return db.transaction(async (tx) => {
    const marked = await tx.query<{ id: string }>(
      `UPDATE "SocialProfilesToMessages" pm SET "isRead" = TRUE, "updatedAt" = now()
        WHERE NOT pm."isRead"
          -- Every profile of the reader's owners: one subject holding two member profiles reads the chat once.
          AND pm."profileId" IN (
            SELECT $1::text UNION
            SELECT other."socialModuleProfileId" FROM "RbacSubjectsToSocialModuleProfiles" own
              JOIN "RbacSubjectsToSocialModuleProfiles" other ON other."subjectId" = own."subjectId"
             WHERE own."socialModuleProfileId" = $1::text)
          AND EXISTS (SELECT 1 FROM "SocialChatsToMessages" cm WHERE cm."chatId" = $2::text AND cm."messageId" = pm."messageId")
       RETURNING pm."id"`,
      [profileId, chatId],
    );
    if (marked.length) await announceChat(tx, chatId);
    return chatSummaryOf(tx, profileId, chatId);
  });
}
