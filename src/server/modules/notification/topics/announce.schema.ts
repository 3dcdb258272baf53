import { z } from 'zod';
import { LANGUAGES } from '../../../../shared/languages';
import { dateValue, idOf } from '../../../../shared/registry/zod-fields';

/*
 * A topic's announcement (POST /api/notification/topics/{id}/announce): its title and body in every language of the
 * site (each subscriber reads it in their own), and the moment it may go out. What the admin's panel reads back.
 */

/** Longest title (it is the mail's subject) and body of an announcement. */
export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_BODY_MAX = 20_000;

const required = (name: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${name} is required` : `${name} must be text`;

/** One language's text, required, trimmed, within `max`; a title is one line. */
const text = (name: string, max: number, oneLine: boolean) => {
  const base = z
    .string({ error: required(name) })
    .trim()
    .min(1, { message: `${name} is required`, abort: true })
    .max(max, { message: `${name} must be at most ${max} characters`, abort: true });
  return oneLine ? base.regex(/^[^\r\n]*$/, `${name} must be one line`) : base;
};

/** A text in every language of the site: a missing one is a 400 naming it (`data.title.en`). */
const inEveryLanguage = (name: string, max: number, oneLine = false) =>
  z.strictObject(
    Object.fromEntries(LANGUAGES.map((language) => [language, text(`${name}.${language}`, max, oneLine)])) as Record<
      (typeof LANGUAGES)[number],
      ReturnType<typeof text>
    >,
    {
      error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be a map from language code to text`),
    },
  );

export const announceInput = z.strictObject({
  id: idOf('id'),
  data: z.preprocess(
    (value) => value ?? {},
    z.strictObject({
      title: inEveryLanguage('title', ANNOUNCEMENT_TITLE_MAX, true),
      body: inEveryLanguage('body', ANNOUNCEMENT_BODY_MAX),
      /** Not sent before this moment (ISO 8601); now when absent. */
      sendAfter: dateValue('sendAfter').optional(),
    }),
  ),
});
export type AnnounceInput = z.output<typeof announceInput>;

export const topicInput = z.strictObject({ id: idOf('id') });

const timestamp = z.date().meta({ type: 'string', format: 'date-time' });

/** The announcement as queued. */
export const queuedAnnouncement = z.object({
  batchKey: z.string(),
  topicId: z.string(),
  /** Subscribers when it was queued (it reaches those subscribed when it is written, at sendAfter). */
  subscribers: z.int(),
  sendAfter: timestamp.nullable(),
});

/** Where one announcement stands: its job, and its outbox rows by status. */
export const announcementState = z.object({
  batchKey: z.string(),
  /** Its title by language (from the job; from the rows once the job is cleaned up, in their languages). */
  title: z.record(z.string(), z.string()),
  createdAt: timestamp,
  sendAfter: timestamp.nullable(),
  /** The fan-out job: queued (waiting for sendAfter or a runner), running, succeeded, failed; null once cleaned up. */
  job: z.object({ state: z.string(), attempts: z.int(), lastError: z.string().nullable() }).nullable(),
  /** Outbox rows written, and how many of them wait, are being sent, were sent, failed. */
  written: z.int(),
  waiting: z.int(),
  sending: z.int(),
  sent: z.int(),
  failed: z.int(),
});
export type AnnouncementState = z.infer<typeof announcementState>;

export const topicAnnouncements = z.object({
  subscribers: z.int(),
  announcements: z.array(announcementState),
});
export type TopicAnnouncements = z.infer<typeof topicAnnouncements>;
