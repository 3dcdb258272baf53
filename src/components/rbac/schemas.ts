import { z } from 'zod';
import type { RbacDictionary } from '@/components/rbac/dictionary';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/shared/password-rules';

/*
 * The accounts forms' own checks, in the page's language: the spec's rules (an email pattern, passwords of at
 * least 8 characters), so a typo is caught before a round trip. The server checks everything again; what it
 * refuses comes back field by field (reportFailure). Field names are the server's, so its messages land in place.
 */

type Messages = RbacDictionary['validation'];

const email = (messages: Messages) => z.string().trim().regex(z.regexes.email, messages.email);
const password = (messages: Messages) =>
  z.string().min(PASSWORD_MIN_LENGTH, messages.passwordMin).max(PASSWORD_MAX_LENGTH, messages.passwordMax);

export const signInSchema = (messages: Messages) => z.object({ login: email(messages), password: password(messages) });

/** Registration asks the same as sign-in. */
export const registrationSchema = signInSchema;

export const forgotPasswordSchema = (messages: Messages) => z.object({ email: email(messages) });

/** The spec does not ask the two passwords to match here (the server says so when they do not). */
export const resetPasswordSchema = (messages: Messages) =>
  z.object({
    password: password(messages),
    passwordConfirmation: password(messages),
    code: z.string().trim().min(1, messages.codeRequired),
  });

export const changePasswordSchema = (messages: Messages) =>
  z.object({ password: password(messages), newPassword: password(messages) });

/** The current password confirming an account change; any length the server keeps (an old one may be shorter). */
const currentPassword = (messages: Messages) =>
  z.string().min(1, messages.currentPasswordRequired).max(PASSWORD_MAX_LENGTH, messages.passwordMax);

/** Update Email: the new address and, from a subject with a password, the current password (decision 0028). */
export const changeEmailSchema = (messages: Messages, withPassword: boolean) =>
  z.object({ email: email(messages), currentPassword: withPassword ? currentPassword(messages) : z.string() });

export const confirmationSchema = (messages: Messages) => z.object({ currentPassword: currentPassword(messages) });
