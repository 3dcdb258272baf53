import { z } from 'zod';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGE_MIN_LENGTH,
  CHAT_MESSAGES_DEFAULT_LIMIT,
  CHAT_MESSAGES_MAX_LIMIT,
  CHAT_REACTIONS,
} from '../../../../shared/chat-reactions';
import { requiredError } from '../../../../shared/registry/zod-fields';

/*
 * The chat routes' inputs and outputs (the contract the site's chat and external clients use). Every route is under
 * the subject and the profile it speaks as: /api/rbac/subjects/{id}/social-module/profiles/{profileId}/chats…
 */

const timestamp = z.date().meta({ type: 'string', format: 'date-time' });
const multilingual = z.record(z.string(), z.string()).meta({ description: 'Text by language code (en, ru)' });

/** A profile as a chat shows it: who wrote, who takes part. */
export const chatProfile = z.object({
  id: z.string(),
  slug: z.string(),
  title: multilingual,
  /** Whether its page is on the site (/{language}/social/profiles/{slug}); a visitor's own profile is not. */
  onSite: z.boolean(),
});

export const reactionCount = z.object({
  reaction: z.enum(CHAT_REACTIONS),
  count: z.int(),
  /** Whether the profile the call speaks as gave it. */
  mine: z.boolean(),
});

export const chatMessage = z.object({
  id: z.string(),
  createdAt: timestamp,
  /** The text by language: stored under the language of the request that wrote it. */
  description: multilingual,
  /** Its author's profile; null when that profile was deleted. */
  author: chatProfile.nullable(),
  /** Whether the profile the call speaks as has read it (its own messages are read). */
  isRead: z.boolean(),
  reactions: z.array(reactionCount),
});

export const chatSummary = z.object({
  id: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  description: multilingual,
  /** Every member profile, the caller's own included. */
  members: z.array(chatProfile),
  lastMessage: chatMessage.nullable(),
  /** Messages of this chat the profile has not read. */
  unread: z.int(),
});

/** The subject's own profiles and how many chat messages wait unread across them. */
export const inbox = z.object({
  profiles: z.array(chatProfile),
  unread: z.int(),
});

const subjectParams = { id: z.string().min(1) };
const profileParams = { ...subjectParams, profileId: z.string().min(1) };
const chatParams = { ...profileParams, chatId: z.string().min(1) };

export const inboxInput = z.strictObject(subjectParams);
export const chatsInput = z.strictObject(profileParams);
export const chatInput = z.strictObject(chatParams);
export const messagesInput = z.strictObject({
  ...chatParams,
  limit: z.coerce.number().int().min(1).max(CHAT_MESSAGES_MAX_LIMIT).default(CHAT_MESSAGES_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
  /** A cursor: only messages older than this message (the last of the previous page). */
  before: z.string().min(1).optional(),
});
export const postMessageInput = z.strictObject({
  ...chatParams,
  data: z.strictObject({
    // The spec's words: "Chat message: description at least 1 character."
    description: z
      .string({ error: requiredError('description') })
      .min(CHAT_MESSAGE_MIN_LENGTH, { message: `description must be at least ${CHAT_MESSAGE_MIN_LENGTH} character` })
      .max(CHAT_MESSAGE_MAX_LENGTH, { message: `description must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters` }),
  }),
});
export const reactInput = z.strictObject({
  ...chatParams,
  messageId: z.string().min(1),
  data: z.strictObject({ reaction: z.enum(CHAT_REACTIONS) }),
});
/** Start (or find) the conversation of the subject with a profile that accepts them. */
export const startChatInput = z.strictObject({
  ...subjectParams,
  data: z.strictObject({ profileId: z.string().min(1) }),
});
export const startedChat = z.object({
  /** The caller's own profile (made on first use). */
  profileId: z.string(),
  chat: chatSummary,
});
