import { z } from 'zod';
import { AppError, notFound } from '../../../errors';
import type { Context } from '../../../platform/context/context';
import { callerMayUse } from '../../../platform/procedures/access';
import { signedInProcedure } from '../../../platform/procedures/init';
import { defineRateLimitRule, HOUR, MINUTE, type RateLimitRule } from '../../../platform/rate-limit/rate-limiter';
import type { HttpMethod, RestRoute } from '../../../platform/procedures/meta';
import { deliverNotifications } from '../../notification/notifications.service';
import { subjectProfile } from '../../rbac/subjects/subjects.service';
import {
  chatInput,
  chatMessage,
  chatsInput,
  chatSummary,
  inbox,
  inboxInput,
  messagesInput,
  postMessageInput,
  reactInput,
  startChatInput,
  startedChat,
} from './chats.schema';
import * as chats from './chats.service';
import { startChat } from './start-chat.service';

const SUBJECT = '/api/rbac/subjects/{id}/social-module';
const CHATS = `${SUBJECT}/profiles/{profileId}/chats`;
const CHAT = `${CHATS}/{chatId}`;

const route = (method: HttpMethod, path: string, summary: string, status?: 201): RestRoute => ({
  method,
  path,
  summary,
  ...(status ? { status } : {}),
});

const INBOX = route('GET', `${SUBJECT}/inbox`, "The subject's own profiles and how many chat messages wait unread across them");
const START = route(
  'POST',
  `${SUBJECT}/chats`,
  "Find or start the subject's conversation with a profile that accepts conversations (data.profileId); the subject's own profile is made on first use",
);
const LIST = route('GET', CHATS, "The profile's chats, latest message first, with members, last message and unread count");
const ONE = route('GET', CHAT, 'One chat of the profile: members, last message and unread count');
const MESSAGES = route('GET', `${CHAT}/messages`, "The chat's messages, newest first (limit, offset, or the cursor before)");
const POST = route(
  'POST',
  `${CHAT}/messages`,
  'Write a message in the chat as the profile (data.description, stored under the request language)',
  201,
);
const REACT = route(
  'POST',
  `${CHAT}/messages/{messageId}/react`,
  "Set the profile's reaction to a message (data.reaction); the same reaction again takes it back",
);
const READ = route('POST', `${CHAT}/read`, 'The profile has read every message of the chat');

/**
 * Abuse limits per subject (a script with a stolen or a fresh account filling a team member's chats): far above a
 * person typing. The secret key is not limited.
 */
const CHAT_RATE_LIMIT_RULES = {
  messages: defineRateLimitRule('socialChatMessagesPerSubject', 'chat messages', 60, 10 * MINUTE, 'identifier'),
  starts: defineRateLimitRule('socialChatStartsPerSubject', 'new conversations', 30, HOUR, 'identifier'),
};

const limited = async (ctx: Context, rule: RateLimitRule, subjectId: string) => {
  if (ctx.credentials.secretKey !== 'valid') await ctx.limiter.consume(rule, subjectId);
};

/**
 * `{id}` is the caller itself, or any subject for a role permitted the route (an administrator) or the secret key;
 * another subject's `{id}` is a 404, as an unknown one, so that nothing tells whose it is.
 */
async function actingFor(ctx: Context, subjectId: string, served: RestRoute): Promise<void> {
  const subject = ctx.credentials.subject;
  if (subject.state === 'valid' && subject.subjectId === subjectId) return;
  const missing = notFound(`RbacSubject with id ${subjectId} not found`, 'id');
  if (!(await callerMayUse(ctx, [served]))) throw missing;
  try {
    await subjectProfile(ctx.db, subjectId);
  } catch (error) {
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? missing : error;
  }
}

/** `{profileId}` must be `{id}`'s own profile, and `{chatId}` (when given) a chat it is a member of: else a 404 naming it. */
async function speaking(ctx: Context, input: { id: string; profileId: string; chatId?: string }, served: RestRoute) {
  await actingFor(ctx, input.id, served);
  if (!(await chats.ownsProfile(ctx.db, input.id, input.profileId)))
    throw notFound(`SocialProfile with id ${input.profileId} not found`, 'profileId');
  if (input.chatId !== undefined && !(await chats.isMember(ctx.db, input.profileId, input.chatId)))
    throw notFound(`SocialChat with id ${input.chatId} not found`, 'chatId');
}

/**
 * The chat routes (docs/decisions/0044), beside the generic `social.chats` procedures (hence no `list` or `get`): signed-in, then `{id}`, `{profileId}` and `{chatId}` checked in that order.
 * Their answers are the caller's own, so none is kept by a cache (signed-in procedures answer `no-store`).
 */
export const chatProcedures = {
  inbox: signedInProcedure
    .meta({ rest: INBOX })
    .input(inboxInput)
    .output(inbox)
    .query(async ({ ctx, input }) => {
      await actingFor(ctx, input.id, INBOX);
      return chats.subjectInbox(ctx.db, input.id);
    }),
  start: signedInProcedure
    .meta({ rest: START })
    .input(startChatInput)
    .output(startedChat)
    .mutation(async ({ ctx, input }) => {
      await actingFor(ctx, input.id, START);
      await limited(ctx, CHAT_RATE_LIMIT_RULES.starts, input.id);
      return startChat(ctx.db, { subjectId: input.id, profileId: input.data.profileId });
    }),
  profileChats: signedInProcedure
    .meta({ rest: LIST })
    .input(chatsInput)
    .output(z.array(chatSummary))
    .query(async ({ ctx, input }) => {
      await speaking(ctx, input, LIST);
      return chats.profileChats(ctx.db, input.profileId);
    }),
  profileChat: signedInProcedure
    .meta({ rest: ONE })
    .input(chatInput)
    .output(chatSummary)
    .query(async ({ ctx, input }) => {
      await speaking(ctx, input, ONE);
      return chats.chatSummaryOf(ctx.db, input.profileId, input.chatId);
    }),
  messages: signedInProcedure
    .meta({ rest: MESSAGES })
    .input(messagesInput)
    .output(z.array(chatMessage))
    .query(async ({ ctx, input }) => {
      await speaking(ctx, input, MESSAGES);
      return chats.chatMessages(ctx.db, input.profileId, input.chatId, input);
    }),
  postMessage: signedInProcedure
    .meta({ rest: POST })
    .input(postMessageInput)
    .output(chatMessage)
    .mutation(async ({ ctx, input }) => {
      await speaking(ctx, input, POST);
      await limited(ctx, CHAT_RATE_LIMIT_RULES.messages, input.id);
      const { message, notices } = await chats.postMessage(ctx.db, {
        profileId: input.profileId,
        chatId: input.chatId,
        description: input.data.description,
        language: ctx.language,
        siteUrl: ctx.siteUrl,
      });
      // After the commit, not awaited: a slow mail server must not hold the writer (the outbox's job retries).
      void deliverNotifications(
        ctx.db,
        ctx.mailer,
        notices.map((notice) => notice.id),
      );
      return message;
    }),
  react: signedInProcedure
    .meta({ rest: REACT })
    .input(reactInput)
    .output(chatMessage)
    .mutation(async ({ ctx, input }) => {
      await speaking(ctx, input, REACT);
      return chats.react(ctx.db, { ...input, reaction: input.data.reaction });
    }),
  markRead: signedInProcedure
    .meta({ rest: READ })
    .input(chatInput)
    .output(chatSummary)
    .mutation(async ({ ctx, input }) => {
      await speaking(ctx, input, READ);
      return chats.markRead(ctx.db, input.profileId, input.chatId);
    }),
};
