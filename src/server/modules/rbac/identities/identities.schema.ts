import { z } from 'zod';
import { emailField, passwordField } from '../passwords/password.schema';
import { reauthenticationFields } from '../reauthentication/reauthentication.schema';
import type { SubjectMessage } from '../../notification/subject-messages.service';
import { isTemplateVariant, MESSAGE_KINDS, type TemplateVariant } from '../../notification/templates/catalog';
import { completeTemplateData, templateDataProblems } from '../../notification/templates/template-data';

/** The spec's messages for calls that need an id: 'id is required', 'identityId is required'. */
export const id = z.string({ error: 'id is required' }).min(1, 'id is required').max(500, 'id must be at most 500 characters');
export const identityId = z
  .string({ error: 'identityId is required' })
  .min(1, 'identityId is required')
  .max(500, 'identityId must be at most 500 characters');

const data = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape, { error: 'data is required' });

export const subjectInput = z.strictObject({ id });

/** Adding an identity: its email and password, and the subject's confirmation (decision 0028). */
export const createIdentityInput = z.strictObject({
  id,
  data: data({ email: emailField('email'), password: passwordField('password'), ...reauthenticationFields }),
});

/** Change email: the Update Email dialog, with the current password. */
export const updateIdentityInput = z.strictObject({
  id,
  identityId,
  data: data({ email: emailField('email'), ...reauthenticationFields }),
});

/** Deleting an identity: the confirmation in the body (a password belongs in no URL). */
export const deleteIdentityInput = z.strictObject({
  id,
  identityId,
  data: z.strictObject(reauthenticationFields).optional(),
});

const passwords = { password: passwordField('password'), newPassword: passwordField('newPassword') };

/** PATCH /api/rbac/identities/{id}/change-password: `id` is the identity's. */
export const identityChangePasswordInput = z.strictObject({ id, data: data(passwords) });

/** PATCH /api/rbac/subjects/{id}/change-password: the subject's email-and-password identity, or the one named. */
export const subjectChangePasswordInput = z.strictObject({ id, data: data({ ...passwords, identityId: identityId.optional() }) });

/** POST /api/rbac/identities/email-and-password: for an existing subject (`subjectId`) or a new one. */
export const emailAndPasswordIdentityInput = z.strictObject({
  subjectId: id.optional(),
  data: data({ email: emailField('email'), password: passwordField('password'), subjectId: id.optional() }),
});

const shortText = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(500, `${name} must be at most 500 characters`);

/** When a message may go out at the earliest: an ISO 8601 date-time with its offset (`2026-12-01T09:00:00+03:00`). */
const sendAfter = z.iso
  .datetime({ offset: true, error: 'sendAfter must be an ISO date-time, e.g. 2026-12-01T09:00:00Z' })
  .transform((value) => new Date(value));

const TEMPLATE_VARIANTS = Object.keys(MESSAGE_KINDS) as [TemplateVariant, ...TemplateVariant[]];

/** The origin's `notification`: a template by variant, the values of its words, and what it is about. */
const originNotification = z.strictObject(
  {
    topic: z.strictObject({ slug: shortText('slug') }, { error: 'topic must be an object with slug' }).optional(),
    template: z.strictObject(
      {
        variant: z.enum(TEMPLATE_VARIANTS, {
          error: (issue) =>
            issue.input === undefined ? 'variant is required' : `variant must be one of: ${TEMPLATE_VARIANTS.join(', ')}`,
        }),
      },
      { error: 'template is required: { variant }' },
    ),
    notification: z
      .strictObject(
        {
          method: z.enum(['email', 'telegram'], { error: 'method must be email or telegram' }).optional(),
          data: z.record(z.string().max(100), z.unknown(), { error: 'data must be an object' }).optional(),
          sendAfter: sendAfter.optional(),
        },
        { error: 'notification must be an object' },
      )
      .optional(),
  },
  { error: 'notification must be an object' },
);

/**
 * POST /api/rbac/subjects/{id}/notify, in either shape under `data`: today's `{ title, text }` (a message written by
 * its sender), or the origin's `{ notification: { topic: { slug }, template: { variant }, notification: { method,
 * data } }, ecommerce: { order: { id } } }` (a kind's template filled with `notification.data`). Both may say when the
 * message goes out at the earliest (`sendAfter`). Read into one request: the kind, its values, and what it is about.
 */
export const notifyInput = z.strictObject({
  id,
  data: z
    .strictObject(
      {
        title: shortText('title').optional(),
        text: z.string().min(1, 'text is required').max(100_000, 'text must be at most 100000 characters').optional(),
        sendAfter: sendAfter.optional(),
        notification: originNotification.optional(),
        ecommerce: z
          .strictObject(
            { order: z.strictObject({ id }, { error: 'order must be an object with id' }).optional() },
            { error: 'ecommerce must be an object' },
          )
          .optional(),
      },
      { error: 'data is required' },
    )
    .superRefine((data, context) => {
      const problem = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
      if (data.notification) {
        // One shape at a time: a title beside a template would be dropped without a word.
        for (const key of ['title', 'text', 'sendAfter'] as const)
          if (data[key] !== undefined) problem([key], `${key} is not read with notification: put it in the template's data`);
        const { template, notification } = data.notification;
        const { variant } = template;
        // A variant that is none is refused already, by its own check.
        if (!isTemplateVariant(variant)) return;
        if (notification?.method && notification.method !== MESSAGE_KINDS[variant].method)
          problem(
            ['notification', 'notification', 'method'],
            `method must be ${MESSAGE_KINDS[variant].method}: the channel of ${variant}`,
          );
        const values: unknown = notification?.data ?? {};
        // Data that is no object is refused already, by its own check.
        if (typeof values !== 'object' || values === null || Array.isArray(values)) return;
        for (const each of templateDataProblems(variant, values as Record<string, unknown>))
          problem(['notification', 'notification', 'data', ...each.path], each.message);
        return;
      }
      if (data.ecommerce) problem(['ecommerce'], 'ecommerce is read only with notification');
      if (data.title === undefined) problem(['title'], 'title is required');
      if (data.text === undefined) problem(['text'], 'text is required');
    })
    .transform((data): NotifyRequest => {
      if (!data.notification)
        return {
          variant: 'generate-email-notification-message-default',
          data: { title: data.title!, text: data.text! },
          ...(data.sendAfter ? { sendAfter: data.sendAfter } : {}),
        };
      const { topic, template, notification } = data.notification;
      return {
        variant: template.variant,
        data: completeTemplateData(template.variant, notification?.data ?? {}),
        ...(notification?.sendAfter ? { sendAfter: notification.sendAfter } : {}),
        ...(topic ? { topicSlug: topic.slug } : {}),
        ...(data.ecommerce?.order ? { orderId: data.ecommerce.order.id } : {}),
      };
    }),
});

/** What a notify asks for, whichever shape it came in. */
export type NotifyRequest = Omit<SubjectMessage, 'subjectId'>;
