import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/app-router';
import { restCall } from '@/lib/rest-call';
import { topicPaths } from '@/shared/topic-paths';

/*
 * The topics' calls from the browser: the subject's own topic routes (shared/topic-paths), with the visitor's session.
 */

/** A topic offered, as the subject's topic routes answer it. */
export type OfferedTopic = inferRouterOutputs<AppRouter>['notification']['subscriptions']['topics'][number];

export const topicsApi = {
  topics: (subjectId: string) => restCall<OfferedTopic[]>('GET', topicPaths.topics(subjectId)),
  /** Takes or leaves the topic; answers it as it now is. */
  set: (subjectId: string, topicId: string, subscribed: boolean) =>
    restCall<OfferedTopic>(subscribed ? 'PUT' : 'DELETE', topicPaths.topic(subjectId, topicId)),
};
