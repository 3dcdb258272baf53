import { localized } from '../../../shared/localized-text';
import type { Language } from '../../../shared/languages';
import { isBlank, isNumberVariant, parseDecimal } from '../../../shared/crm-field-rules';
import { boundsMessageFor, boundsProblem, type BoundsProblem } from '../../../shared/crm-number-bounds';
import type { MessageCode, MessageParams } from '../../../shared/message-codes';
import * as crud from '../../crud/service';
import type { Database } from '../../db/database';
import { badRequest, notFound, type ErrorCause } from '../../errors';
import { validInput } from '../../public-error';
import { registry } from '../../../shared/registry/generated';
import type { CrmRequestRecord } from '../../../shared/registry/generated/crm';
import type { Mailer } from '../../platform/mail/mailer';
import { notificationMessageInput } from '../notification/notifications.schema';
import { deliverNotifications, queueNotification, type Notification } from '../notification/notifications.service';
import { ipSubject, type RateLimiter, type RateLimitRule } from '../../platform/rate-limit/rate-limiter';
import { ADMIN_ROLE_SLUG } from '../rbac/subjects/administrator.service';
import { formWithInputs, inputLabel, numberBoundsOf, type CrmFormInput, type CrmFormWithInputs } from './forms.service';
import { MAX_EXTRA_FIELDS, submissionInput, type AnswerValue, type Submission } from './requests.schema';

/** Most administrators told of one request: each is one outbox row written with it. */
export const MAX_RECIPIENTS = 50;

/**
 * Anyone may submit a form, so each address may submit each form 5 times in 10 minutes: enough for a visitor who
 * corrects an answer, too few to flood the requests table or the administrators' mailboxes. The rbac rule table is
 * that module's own; this rule runs on the same limiter and store (and an override of its name applies to it).
 */
export const REQUESTS_PER_IP_AND_FORM: Readonly<RateLimitRule> = Object.freeze({
  name: 'crmRequestsPerIpAndForm',
  action: 'form submissions',
  limit: 5,
  windowSeconds: 10 * 60,
});

/** One answer as stored: the label as the visitor saw it, so the request reads the same after the form changes. */
export interface StoredAnswer {
  inputId: string;
  slug: string;
  label: string;
  variant: string;
  value: string | number | null;
}

/** CrmRequest.payload: readable on its own in the admin. */
export interface RequestPayload {
  formId: string;
  formSlug: string;
  formTitle: string;
  language: Language;
  /** The subject the request was made by (a session) or for (the subject route), else null. */
  subjectId: string | null;
  /** Every input of the form, in order; an unanswered optional one has value null. */
  answers: StoredAnswer[];
  /** Keys that name no input, as sent (a list: any key, even `constructor`, is stored and read back safely). */
  extras: { key: string; value: AnswerValue }[];
  submittedAt: string;
}

/** A checked submission, ready to be written. */
export interface PreparedRequest {
  form: CrmFormWithInputs;
  payload: RequestPayload;
}

type Problem = { problem: string; code: MessageCode; params?: MessageParams };

/** A bounds problem's code, with what the form's words need: the bound, and the currency of an amount. */
function boundsCode(problem: BoundsProblem, currency: string | null): Pick<Problem, 'code' | 'params'> {
  const amount = { origin: 'number', ...(currency ? { currency } : {}) };
  if (problem.kind === 'minimum') return { code: 'too_small', params: { minimum: problem.limit, ...amount } };
  if (problem.kind === 'maximum') return { code: 'too_big', params: { maximum: problem.limit, ...amount } };
  return { code: 'step', params: { step: problem.step, base: problem.base, ...amount } };
}

/**
 * The answer to an input, checked: its stored value, or what is wrong. A number out of the input's bounds (below its
 * minimum, above its maximum, off its step) is refused in the visitor's language, naming the field, as the form says it.
 */
function checkAnswer(
  input: CrmFormInput,
  label: string,
  value: AnswerValue | undefined,
  language: Language,
): Problem | { value: string | number | null } {
  if (isBlank(value)) return input.isRequired ? { problem: `${label} is required`, code: 'required' } : { value: null };
  if (isNumberVariant(input.variant)) {
    const number = parseDecimal(value!);
    if (number === undefined)
      return { problem: `${label} must be a number`, code: 'invalid_type', params: { expected: 'number' } };
    const bounds = numberBoundsOf(input);
    const problem = boundsProblem(number, bounds);
    if (!problem) return { value: number };
    return { problem: boundsMessageFor(label, problem, language, bounds.currency), ...boundsCode(problem, bounds.currency) };
  }
  return { value: String(value).trim() };
}

/**
 * Checks a submission against its form: 404 for no such form (`formField` names where its id was given), else a 400
 * naming every failing answer `data.<key>` (the key sent, or the input's id for one not sent). Writes nothing.
 */
export async function prepareRequest(db: Database, submission: Submission, formField?: string): Promise<PreparedRequest> {
  const { formId, data, language, subjectId } = validInput(submissionInput, submission);
  const form = await formWithInputs(db, formId);
  if (!form) throw notFound('No CRM form with this id', formField);

  const byKey = new Map(form.inputs.flatMap((input) => [[input.id, input] as const, [input.slug, input] as const]));
  const given = new Map<string, { key: string; value: AnswerValue }>();
  const extras: RequestPayload['extras'] = [];
  const causes: ErrorCause[] = [];
  for (const [key, value] of Object.entries(data)) {
    const input = byKey.get(key);
    if (!input) extras.push({ key, value });
    else if (given.has(input.id))
      causes.push({
        field: `data.${key}`,
        message: `${inputLabel(input, language)} is given twice (by id and by slug)`,
        code: 'duplicate',
      });
    else given.set(input.id, { key, value });
  }
  if (extras.length > MAX_EXTRA_FIELDS)
    causes.push({
      field: 'data',
      message: `data: at most ${MAX_EXTRA_FIELDS} fields that are not inputs of the form`,
      code: 'too_big',
      params: { maximum: MAX_EXTRA_FIELDS, origin: 'array' },
    });

  const answers: StoredAnswer[] = [];
  for (const input of form.inputs) {
    const label = inputLabel(input, language);
    const answer = given.get(input.id);
    const checked = checkAnswer(input, label, answer?.value, language);
    if ('problem' in checked) {
      const { problem, ...coded } = checked;
      causes.push({ field: `data.${answer?.key ?? input.id}`, message: problem, ...coded });
    } else answers.push({ inputId: input.id, slug: input.slug, label, variant: input.variant, value: checked.value });
  }
  if (causes.length) throw badRequest('Invalid input', causes);

  const payload: RequestPayload = {
    formId: form.id,
    formSlug: form.slug,
    formTitle: localized(form.title, language) || form.adminTitle,
    language,
    subjectId: subjectId ?? null,
    answers,
    extras,
    submittedAt: new Date().toISOString(),
  };
  return { form, payload };
}

/**
 * The e-mail addresses to tell of a request: each administrator's (a subject with the admin role) first identity
 * with a valid address. Read here rather than through an rbac service, which has no such call yet.
 */
export async function administratorEmails(db: Database): Promise<string[]> {
  const links = await db.prisma.rbacSubjectsToIdentities.findMany({
    where: { subject: { subjectsToRoles: { some: { role: { slug: ADMIN_ROLE_SLUG } } } }, identity: { email: { not: null } } },
    select: { subjectId: true, identity: { select: { email: true } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: MAX_RECIPIENTS * 5,
  });
  const bySubject = new Map<string, string>();
  for (const { subjectId, identity } of links) {
    // An address the outbox would refuse must not fail the visitor's submission: that administrator is skipped.
    if (bySubject.has(subjectId) || !notificationMessageInput.shape.recipient.safeParse(identity.email).success) continue;
    bySubject.set(subjectId, identity.email!);
  }
  return [...new Set(bySubject.values())].slice(0, MAX_RECIPIENTS);
}

const DICTIONARY = {
  en: { subject: 'New request', form: 'Form', request: 'Request', extras: 'Other fields', empty: '—' },
  ru: { subject: 'Новая заявка', form: 'Форма', request: 'Заявка', extras: 'Другие поля', empty: '—' },
} as const satisfies Record<Language, Record<string, string>>;

/** The administrators' e-mail: names the form and lists the answers, in the language the visitor used. */
export function notificationOf(request: Pick<CrmRequestRecord, 'id'>, payload: RequestPayload): { title: string; text: string } {
  const strings = DICTIONARY[payload.language];
  const shown = (value: AnswerValue) => (value === null || value === '' ? strings.empty : String(value));
  // The subject line is one line of at most 500 characters (the outbox's rule); a form title may hold line breaks.
  const title = `${strings.subject}: ${payload.formTitle}`.replace(/\s+/g, ' ').trim().slice(0, 300);
  const lines = [
    `${strings.form}: ${payload.formTitle} (${payload.formSlug})`,
    `${strings.request}: ${request.id}, ${payload.submittedAt}`,
    '',
    ...payload.answers.map((answer) => `${answer.label}: ${shown(answer.value)}`),
    ...(payload.extras.length
      ? ['', `${strings.extras}:`, ...payload.extras.map((extra) => `${extra.key}: ${shown(extra.value)}`)]
      : []),
  ];
  return { title, text: lines.join('\n') };
}

/**
 * Writes the request, its link to the form and one outbox e-mail per administrator, in one transaction: all of it
 * or nothing. Delivery is the caller's, after the commit (see notifications.service.ts).
 */
export async function storeRequest(
  db: Database,
  { form, payload }: PreparedRequest,
): Promise<{ request: CrmRequestRecord; notifications: Notification[] }> {
  return db.transaction(async (tx) => {
    const request = (await crud.create(tx, registry.crm.requests, { payload })) as unknown as CrmRequestRecord;
    await tx.prisma.crmFormsToRequests.create({ data: { formId: form.id, requestId: request.id } });
    const message = notificationOf(request, payload);
    const notifications: Notification[] = [];
    for (const recipient of await administratorEmails(tx))
      notifications.push(await queueNotification(tx, { recipient, ...message }));
    return { request, notifications };
  });
}

export interface SubmitOptions {
  mailer?: Mailer;
  /** Counts the submission against REQUESTS_PER_IP_AND_FORM of `ip`; absent for trusted callers (the secret key). */
  rateLimit?: { limiter: RateLimiter; ip: string };
  /** Where the form's id was given, for the 404: `id` (the path) or `data.formId`. */
  formField?: string;
}

/**
 * Submits a form: checked (404, 400), then counted against the rate limit (429) so that only submissions that
 * would be stored spend it, then stored with its notifications. Answers the request as soon as it is stored: the
 * e-mails go out in the background, a few at a time, since a slow or unreachable mail server would otherwise keep
 * the visitor waiting through one SMTP timeout per administrator. Once stored, the outbox rows are the record: one
 * that could not be delivered stays there, 'failed' (or 'new'), and the request itself is not undone.
 */
export async function submitRequest(
  db: Database,
  submission: Submission,
  options: SubmitOptions = {},
): Promise<CrmRequestRecord> {
  const prepared = await prepareRequest(db, submission, options.formField);
  if (options.rateLimit)
    await options.rateLimit.limiter.consume(REQUESTS_PER_IP_AND_FORM, `${prepared.form.id} ${ipSubject(options.rateLimit.ip)}`);
  const { request, notifications } = await storeRequest(db, prepared);
  const ids = notifications.map((notification) => notification.id);
  // Not awaited, and it never rejects: each failed delivery is logged and left in the outbox.
  void deliverNotifications(db, options.mailer, ids);
  return request;
}
