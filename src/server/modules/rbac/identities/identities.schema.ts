import { z } from 'zod';
import { emailField, passwordField } from '../passwords/password.schema';
import { reauthenticationFields } from '../reauthentication/reauthentication.schema';

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

export const notifyInput = z.strictObject({
  id,
  data: data({
    title: z
      .string({ error: 'title is required' })
      .trim()
      .min(1, 'title is required')
      .max(500, 'title must be at most 500 characters'),
    text: z
      .string({ error: 'text is required' })
      .min(1, 'text is required')
      .max(100_000, 'text must be at most 100000 characters'),
  }),
});
