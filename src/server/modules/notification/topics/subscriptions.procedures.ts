import { z } from 'zod';
import { AppError, notFound } from '../../../errors';
import type { Context } from '../../../platform/context/context';
import { ownRecordsProcedure } from '../../../platform/procedures/init';
import type { HttpMethod, RestRoute } from '../../../platform/procedures/meta';
import { hasIdentities } from '../../rbac/identities/identities.service';
import { subjectProfile } from '../../rbac/subjects/subjects.service';
import { offeredTopic, subjectTopicInput, subjectTopicsInput } from './subscriptions.schema';
import * as subscriptions from './subscriptions.service';

const TOPICS = '/api/rbac/subjects/{id}/notification-module/topics';

const route = (method: HttpMethod, path: string, summary: string): RestRoute => ({ method, path, summary });

const callerId = (ctx: Context) => (ctx.credentials.subject.state === 'valid' ? ctx.credentials.subject.subjectId : undefined);

/**
 * `{id}` names a subject: the caller itself (its session proves it exists), or, for an administrator or the secret key
 * acting for it, one that must exist (a 404 naming `id`).
 */
async function existingSubject(ctx: Context, subjectId: string) {
  if (callerId(ctx) === subjectId) return;
  try {
    await subjectProfile(ctx.db, subjectId);
  } catch (error) {
    throw error instanceof AppError && error.code === 'NOT_FOUND'
      ? notFound(`RbacSubject with id ${subjectId} not found`, 'id')
      : error;
  }
}

/** News go to an address: a subject without any (an anonymous session) registers first. */
async function reachableSubject(ctx: Context, subjectId: string) {
  await existingSubject(ctx, subjectId);
  if (await hasIdentities(ctx.db, subjectId)) return;
  throw new AppError(
    'FORBIDDEN',
    'Register first: a subject without an e-mail or Telegram has nowhere to get news (POST /api/rbac/subjects/authentication/email-and-password/registration)',
    [{ field: 'id', message: 'id: has no identity yet: register first', code: 'register_first' }],
    { messageCode: 'register_first' },
  );
}

const TOPIC_SUMMARY = "One of the topics offered (type info); another's or an unknown topic is a 404 naming topicId";

/**
 * A subject's own topics (docs/decisions/0048), notification code under the subject's URL: the subject itself, an
 * administrator (a role permitted the route) or the secret key; another subject's `{id}` is a 403.
 */
export const subscriptionProcedures = {
  topics: ownRecordsProcedure
    .meta({ rest: route('GET', TOPICS, 'The topics offered to subscribe to, each with whether the subject takes it') })
    .input(subjectTopicsInput)
    .output(z.array(offeredTopic))
    .query(async ({ ctx, input }) => {
      await existingSubject(ctx, input.id);
      return subscriptions.subjectTopics(ctx.db, input.id);
    }),
  subscribe: ownRecordsProcedure
    .meta({ rest: route('PUT', `${TOPICS}/{topicId}`, `Subscribe the subject to a topic, once however often. ${TOPIC_SUMMARY}`) })
    .input(subjectTopicInput)
    .output(offeredTopic)
    .mutation(async ({ ctx, input }) => {
      await reachableSubject(ctx, input.id);
      return subscriptions.subscribe(ctx.db, input.id, input.topicId);
    }),
  unsubscribe: ownRecordsProcedure
    .meta({ rest: route('DELETE', `${TOPICS}/{topicId}`, `Unsubscribe the subject from a topic. ${TOPIC_SUMMARY}`) })
    .input(subjectTopicInput)
    .output(offeredTopic)
    .mutation(async ({ ctx, input }) => {
      await existingSubject(ctx, input.id);
      return subscriptions.unsubscribe(ctx.db, input.id, input.topicId);
    }),
};
