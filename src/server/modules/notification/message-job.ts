import { z } from 'zod';
import { LANGUAGES, type Language } from '../../../shared/languages';
import { PermanentJobFailure, type JobDefinition } from '../../platform/jobs/job-definition';
import { takeEffectOnce, type JobToQueue } from '../../platform/jobs/jobs.service';
import { queueMessage, type MessageRequest } from './messages.service';
import { isTemplateVariant, type TemplateData, type TemplateVariant } from './templates/catalog';

/*
 * A message written into the outbox by a job instead of the transaction that asks for it (docs/decisions/0066): the
 * caller's transaction holds only the job's row, and the template's words, the site's name, the recipient's addresses
 * and the e-mail's rendering are read and done by the job, in its own transaction. The values are the caller's, as they
 * were at its change.
 */

export const MESSAGE_JOB = 'notification.message';

/** A message whose values are all known when it is asked for: what a job's payload can carry. */
export type QueuedMessage = Omit<MessageRequest, 'to' | 'data' | 'attachments' | 'sendAfter' | 'language'> & {
  /** An address, or an account whose addresses the job reads. */
  to: { email: string; subjectId?: string } | { subjectId: string };
  language: Language;
  data: TemplateData;
};

const templateData = z.record(z.string(), z.union([z.string(), z.array(z.record(z.string(), z.string())).readonly()]));

const queuedMessagePayload = z.object({
  siteUrl: z.string(),
  message: z.object({
    variant: z.string().refine(isTemplateVariant, 'not a kind of message'),
    to: z.union([z.object({ email: z.string(), subjectId: z.string().optional() }), z.object({ subjectId: z.string() })]),
    language: z.enum(LANGUAGES),
    data: templateData,
    topicId: z.string().optional(),
    orderId: z.string().optional(),
    batchKey: z.string().optional(),
    unsubscribeUrl: z.string().optional(),
    oneClickUnsubscribeUrl: z.string().optional(),
  }),
});

/** The job that writes `message` into the outbox, its links on `siteUrl`: queued in the caller's transaction (enqueueJobs). */
export const messageJobOf = (siteUrl: string, message: QueuedMessage): JobToQueue => ({
  name: MESSAGE_JOB,
  payload: { siteUrl, message } satisfies z.input<typeof queuedMessagePayload>,
});

/** Writes a queued message into the outbox (its delivery jobs with it), once however often the job runs. */
export const queuedMessageJob: JobDefinition = {
  name: MESSAGE_JOB,
  run: async (db, job) => {
    const payload = queuedMessagePayload.safeParse(job.payload);
    if (!payload.success) throw new PermanentJobFailure(`${MESSAGE_JOB}: the payload is no message`);
    const { siteUrl, message } = payload.data;
    await db.transaction(async (tx) => {
      if (await takeEffectOnce(tx, job.id))
        await queueMessage(tx, { siteUrl }, { ...message, variant: message.variant as TemplateVariant });
    });
  },
};
