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

/** One e-mail address: a list ("a@x, b@y") would reach people the caller did not mean. */
export const emailRecipient = z.email({
  error: (issue) => requiredError('recipient')(issue) ?? 'recipient must be an e-mail address',
});

/** A Telegram chat's id: a person's is their user id, a group's is negative. */
export const telegramRecipient = z.string().regex(/^-?\d{1,20}$/, 'recipient must be a Telegram chat id');

const attachment = z.strictObject({
  filename: z.string().min(1).max(255),
  contentType: z.string().min(1).max(255),
  /** A url the file storage gave (`/uploads/…`). */
  url: z.string().min(1).max(2048),
});
export type NotificationAttachment = z.infer<typeof attachment>;

/** One notification to write into the outbox: its words, already filled, and where and when it goes. */
export const notificationMessageInput = z
  .strictObject({
    method: z.enum(['email', 'telegram']).default('email'),
    // An address of either channel here, so that a bad one is named beside the other fields' failures; which channel's
    // it must be is checked below.
    recipient: z
      .string({ error: requiredError('recipient') })
      .refine((value) => emailRecipient.safeParse(value).success || telegramRecipient.safeParse(value).success, {
        message: 'recipient must be an e-mail address',
      }),
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
    html: z
      .string()
      .max(MAX_TEXT_LENGTH * 4)
      .optional(),
    language: z.enum(['ru', 'en']).optional(),
    data: z.record(z.string(), z.unknown()).optional(),
    attachments: z.array(attachment).max(10).optional(),
    sendAfter: z.date().optional(),
    unsubscribeUrl: z.string().url().optional(),
    batchKey: z.string().max(200).optional(),
    templateId: z.string().optional(),
    topicId: z.string().optional(),
    subjectId: z.string().optional(),
    orderId: z.string().optional(),
  })
  .refine((message) => message.method !== 'email' || emailRecipient.safeParse(message.recipient).success, {
    path: ['recipient'],
    message: 'recipient must be an e-mail address',
  })
  .refine((message) => message.method !== 'telegram' || telegramRecipient.safeParse(message.recipient).success, {
    path: ['recipient'],
    message: 'recipient must be a Telegram chat id',
  });

export type NotificationMessage = z.input<typeof notificationMessageInput>;
