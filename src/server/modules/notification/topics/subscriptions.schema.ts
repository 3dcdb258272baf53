import { z } from 'zod';
import { idOf } from '../../../../shared/registry/zod-fields';

/*
 * The subject's topic routes (/api/rbac/subjects/{id}/notification-module/topics…): the topics offered, whether the
 * subject takes each, and taking or leaving one.
 */

const multilingual = z.record(z.string(), z.string()).meta({ description: 'Text by language code (en, ru)' });

export const subjectTopicsInput = z.strictObject({ id: idOf('id') });

export const subjectTopicInput = z.strictObject({ id: idOf('id'), topicId: idOf('topicId') });

/** A topic as a subscriber sees it: what it is about, and whether the subject takes it. */
export const offeredTopic = z.object({
  id: z.string(),
  slug: z.string(),
  title: multilingual,
  description: multilingual,
  subscribed: z.boolean(),
});
export type OfferedTopic = z.infer<typeof offeredTopic>;
