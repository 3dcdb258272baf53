import { z } from 'zod';
import { LANGUAGES } from '../../../shared/languages';
import { MAX_DATA_BYTES, MAX_VALUE_LENGTH, withinDataSize } from '../../../shared/crm-field-rules';
import { idOf } from '../../../shared/registry/zod-fields';
import { textProblem } from '../../storable-text';

/*
 * A CRM form submission, as every route takes it under `data`: the answers as a flat object.
 *
 *   { "data": { "<input id or slug>": "Анна", "<number input>": 12.5, "formId": "<form id>", "comment": "extra" } }
 *
 * - A key naming one of the form's inputs, by its id (what the site's form sends: ids survive an admin renaming a
 *   slug while a cached page still shows the old one) or by its slug (friendlier for REST clients), is that input's
 *   answer. Naming one input both ways is a 400.
 * - Values are text or numbers; null or blank text is no answer. A number input takes a number or text that reads as
 *   one (`12,5` too); a text input takes a number as its text.
 * - Any other key is kept too (the spec: a submission "accepts any fields") as an extra, within bounds.
 * - `formId` names the form where the path does not (`/api/crm/from/request`, the subject route); under
 *   `/api/crm/forms/{id}/requests` it may be sent and must then be that id.
 * - `language` (query string, optional) is the language the visitor saw the form in: labels in error messages, in
 *   the stored request and in the notification are in it. Without it, the request's language (cookie, header).
 */

/**
 * Most keys `data` may hold (answers and extras together), the most extras, and their sizes. The total size,
 * MAX_DATA_BYTES, is in crm-field-rules.ts with the answers' rules: the browser checks it too.
 */
export const MAX_FIELDS = 100;
export const MAX_EXTRA_FIELDS = 50;
export const MAX_KEY_LENGTH = 100;

const FORM_ID = 'formId';

const answerValue = z.union(
  [z.string().max(MAX_VALUE_LENGTH, `must be at most ${MAX_VALUE_LENGTH} characters`), z.number(), z.null()],
  { error: 'must be text or a number' },
);

/** Bounds on the whole of `data` that no single value's schema can see: key count, key names, total size. */
function checkBounds(data: Record<string, unknown>, context: z.RefinementCtx): void {
  const keys = Object.keys(data).filter((key) => key !== FORM_ID);
  if (keys.length > MAX_FIELDS) context.addIssue({ code: 'custom', message: `must hold at most ${MAX_FIELDS} fields` });
  for (const key of keys) {
    if (!key.trim()) context.addIssue({ code: 'custom', path: [key], message: 'a field name must not be blank' });
    else if (key.length > MAX_KEY_LENGTH)
      context.addIssue({ code: 'custom', path: [key], message: `a field name must be at most ${MAX_KEY_LENGTH} characters` });
    const problem = textProblem(key);
    if (problem) context.addIssue({ code: 'custom', path: [key], message: `a field name ${problem}` });
    const value = data[key];
    const valueProblem = typeof value === 'string' ? textProblem(value) : undefined;
    if (valueProblem) context.addIssue({ code: 'custom', path: [key], message: valueProblem });
  }
  if (!withinDataSize(data)) context.addIssue({ code: 'custom', message: `must be at most ${MAX_DATA_BYTES} bytes as JSON` });
}

/** `data`: the answers and extras, with `formId` as `formId` says (required where the path names no form). */
const answersData = <T extends z.ZodType<string | undefined, string | undefined>>(formId: T) =>
  z
    .object(
      { [FORM_ID]: formId },
      { error: (issue) => (issue.input === undefined ? 'data is required' : 'data must be an object of answers') },
    )
    .catchall(answerValue)
    .superRefine(checkBounds);

const language = z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` }).optional();

/** POST /api/crm/forms/{id}/requests: `id` is the form's. */
export const formRequestInput = z.strictObject({ id: idOf('id'), language, data: answersData(idOf(FORM_ID).optional()) });

/** POST /api/crm/from/request: the form named by `data.formId`. */
export const fromRequestInput = z.strictObject({ language, data: answersData(idOf(FORM_ID)) });

/** POST /api/rbac/subjects/{id}/crm-module/form/request: `id` is the subject's, the form is `data.formId`. */
export const subjectFormRequestInput = z.strictObject({ id: idOf('id'), language, data: answersData(idOf(FORM_ID)) });

export type AnswerValue = z.output<typeof answerValue>;
/** The answers and extras of a submission, keyed as sent, without `formId`. */
export type Answers = Readonly<Record<string, AnswerValue>>;

/** `data` without `formId`: what the service validates against the form's inputs. */
export function answersOf(data: Readonly<Record<string, AnswerValue | undefined>>): Answers {
  const answers: Record<string, AnswerValue> = {};
  for (const [key, value] of Object.entries(data)) if (key !== FORM_ID && value !== undefined) answers[key] = value;
  return answers;
}

/** A submission as the service takes it (also straight from other server code, not through a route). */
export const submissionInput = z.strictObject({
  formId: idOf(FORM_ID),
  /** Named `data` as on the routes, so that a failing answer is `data.<key>` whichever way the service was called. */
  data: z.record(z.string(), answerValue).superRefine(checkBounds),
  language: z.enum(LANGUAGES),
  /** The subject the request is made by or for, when known; recorded in the payload. */
  subjectId: z.string().max(500).optional(),
});

export type Submission = z.input<typeof submissionInput>;
