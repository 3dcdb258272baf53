import { localized } from '../../../shared/localized-text';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/languages';
import { isBlank, isNumberVariant, parseDecimal, PHONE_DIGITS, typeProblem } from '../../../shared/crm-field-rules';
import {
  answerLabel,
  answerText,
  formTitleIn,
  inEveryLanguage,
  requestTitle,
  type RequestPayload,
  type StoredAnswer,
} from '../../../shared/crm-request-display';
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
import { queueMessage, type MessageSite } from '../notification/messages.service';
import { deliverNotifications, type Notification } from '../notification/notifications.service';
import type { TemplateData } from '../notification/templates/catalog';
import { currentSiteUrl } from '../../platform/context/context';
import { ipSubject, type RateLimiter, type RateLimitRule } from '../../platform/rate-limit/rate-limiter';
import { ADMIN_ROLE_SLUG } from '../rbac/subjects/administrator.service';
import { subjectLanguage } from '../rbac/tokens/session.service';
import type { Environment } from '../../platform/settings/whole-number';
import { formWithInputs, inputLabel, numberBoundsOf, type CrmFormInput, type CrmFormWithInputs } from './forms.service';
import { MAX_EXTRA_FIELDS, submissionInput, type AnswerValue, type Submission } from './requests.schema';

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

export type { RequestPayload, StoredAnswer } from '../../../shared/crm-request-display';

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
  const text = String(value).trim();
  const typed = typeProblem(input.type, text);
  if (typed === 'invalid_email') return { problem: `${label} must be an email address`, code: typed };
  if (typed === 'invalid_phone')
    return {
      problem: `${label} must be a phone number: ${PHONE_DIGITS.minimum} to ${PHONE_DIGITS.maximum} digits`,
      code: typed,
      params: PHONE_DIGITS,
    };
  return { value: text };
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
    } else
      answers.push({
        inputId: input.id,
        slug: input.slug,
        label,
        labels: inEveryLanguage((each) => inputLabel(input, each)),
        variant: input.variant,
        type: input.type,
        currency: isNumberVariant(input.variant) ? input.currency || null : null,
        value: checked.value,
      });
  }
  if (causes.length) throw badRequest('Invalid input', causes);

  const payload: RequestPayload = {
    formId: form.id,
    formSlug: form.slug,
    formTitle: localized(form.title, language) || form.adminTitle,
    formTitles: inEveryLanguage((each) => localized(form.title, each) || form.adminTitle),
    language,
    subjectId: subjectId ?? null,
    answers,
    extras,
    submittedAt: new Date().toISOString(),
  };
  return { form, payload };
}

/** Where the team is told of each request, and in which language. */
export interface TeamAddress {
  recipient: string;
  language: Language;
}

const isEmailAddress = (value: string | null | undefined) => notificationMessageInput.shape.recipient.safeParse(value).success;

/**
 * CRM_TEAM_EMAIL: the team's mailbox that hears of every request (a shared address such as info@), or undefined when it
 * is not set. An address the outbox would refuse stops the start (the modules read it then), rather than every
 * request's message being lost.
 */
export function crmTeamEmail(environment: Environment = process.env): string | undefined {
  const configured = environment.CRM_TEAM_EMAIL?.trim();
  if (!configured) return undefined;
  if (!isEmailAddress(configured)) throw new Error(`CRM_TEAM_EMAIL must be one e-mail address, not "${configured}"`);
  return configured;
}

/**
 * Who the team is: CRM_TEAM_EMAIL, told in the site's default language; else the first administrator (a subject with
 * the admin role, the one the first start created) with a valid address, told in the language of their latest sign-in.
 * Undefined when there is neither: the request is kept, and the admin lists it.
 */
export async function teamAddress(db: Database, environment: Environment = process.env): Promise<TeamAddress | undefined> {
  const configured = crmTeamEmail(environment);
  if (configured) return { recipient: configured, language: DEFAULT_LANGUAGE };
  const links = await db.prisma.rbacSubjectsToIdentities.findMany({
    where: { subject: { subjectsToRoles: { some: { role: { slug: ADMIN_ROLE_SLUG } } } }, identity: { email: { not: null } } },
    select: { subjectId: true, identity: { select: { email: true } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: 50,
  });
  // An address the outbox would refuse must not fail the visitor's submission: the next administrator's is taken.
  const first = links.find(({ identity }) => isEmailAddress(identity.email));
  if (!first) return undefined;
  return { recipient: first.identity.email!, language: (await subjectLanguage(db, first.subjectId)) ?? DEFAULT_LANGUAGE };
}

/**
 * What the team's e-mail of a request is filled with, in the team's `language`: who sent what (its subject line), the
 * form, when, the answers under their labels (amounts as the form writes them, an empty one as a dash) and the fields
 * that name no input.
 */
function requestMessageData(request: Pick<CrmRequestRecord, 'id'>, payload: RequestPayload, language: Language): TemplateData {
  const shown = (text: string) => text || '—';
  const submitted = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(payload.submittedAt),
  );
  return {
    subject: requestTitle(payload, language),
    form: formTitleIn(payload, language),
    formSlug: payload.formSlug,
    request: request.id,
    submitted,
    answers: payload.answers.map((answer) => ({
      label: answerLabel(answer, language),
      value: shown(answerText(answer, language)),
    })),
    extrasCount: payload.extras.length ? String(payload.extras.length) : '',
    extras: payload.extras.map((extra) => ({ key: extra.key, value: shown(extra.value === null ? '' : String(extra.value)) })),
  };
}

/**
 * Writes the request (its admin title says who sent what, in the site's default language), its link to the form and
 * the team's one outbox e-mail, in one transaction: all of it or nothing. Delivery is the caller's, after the commit
 * (see notifications.service.ts).
 */
export async function storeRequest(
  db: Database,
  { form, payload }: PreparedRequest,
  site: MessageSite = { siteUrl: currentSiteUrl() },
): Promise<{ request: CrmRequestRecord; notifications: Notification[] }> {
  return db.transaction(async (tx) => {
    const adminTitle = requestTitle(payload, DEFAULT_LANGUAGE);
    const request = (await crud.create(tx, registry.crm.requests, { adminTitle, payload })) as unknown as CrmRequestRecord;
    await tx.prisma.crmFormsToRequests.create({ data: { formId: form.id, requestId: request.id } });
    const team = await teamAddress(tx);
    const notifications = team
      ? await queueMessage(tx, site, {
          variant: 'generate-email-crm-form-request-created-admin',
          to: { email: team.recipient },
          language: team.language,
          data: requestMessageData(request, payload, team.language),
        })
      : [];
    return { request, notifications };
  });
}

export interface SubmitOptions {
  mailer?: Mailer;
  /** Where the links of the team's e-mail point: the site's public address (SITE_URL when not given). */
  siteUrl?: string;
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
  const { request, notifications } = await storeRequest(db, prepared, options.siteUrl ? { siteUrl: options.siteUrl } : undefined);
  const ids = notifications.map((notification) => notification.id);
  // Not awaited, and it never rejects: each failed delivery is logged and left in the outbox.
  void deliverNotifications(db, options.mailer, ids);
  return request;
}
