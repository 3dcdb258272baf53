import { z } from 'zod';
import { requiredError } from '../../../shared/registry/zod-fields';
import { textProblem } from '../../storable-text';

/** Longest subject a notification may have. */
export const MAX_TITLE_LENGTH = 500;
/** Longest body a notification may have. */
export const MAX_TEXT_LENGTH = 100_000;

/** Text PostgreSQL can store (no NUL, no lone surrogate), its problem named after the field. */
const storable = (name: string) => (text: string, context: z.RefinementCtx) => {
  const problem = textProblem(text);
  if (problem) context.addIssue({ code: 'custom', message: `${name} ${problem}` });
};

/** One e-mail notification to write into the outbox. */
export const notificationMessageInput = z.strictObject({
  // One address: a list ("a@x, b@y") would reach people the caller did not mean.
  recipient: z.email({ error: (issue) => requiredError('recipient')(issue) ?? 'recipient must be an e-mail address' }),
  title: z
    .string({ error: requiredError('title') })
    .trim()
    .min(1, { message: 'title is required', abort: true })
    .max(MAX_TITLE_LENGTH, { message: `title must be at most ${MAX_TITLE_LENGTH} characters`, abort: true })
    // It is the subject line: what the outbox shows must be what was sent.
    .regex(/^[^\r\n]*$/, { message: 'title must be one line', abort: true })
    .superRefine(storable('title')),
  text: z
    .string({ error: requiredError('text') })
    .min(1, { message: 'text is required', abort: true })
    .max(MAX_TEXT_LENGTH, { message: `text must be at most ${MAX_TEXT_LENGTH} characters`, abort: true })
    .superRefine(storable('text')),
});

export type NotificationMessage = z.input<typeof notificationMessageInput>;
