import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../shared/password-rules';

/** A password field: checked exactly as typed (no trimming), between the two lengths. */
export const passwordField = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .min(PASSWORD_MIN_LENGTH, `${name} must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `${name} must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** An email: trimmed and lower-cased, so one address is one account however it is typed. */
export const emailField = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .max(254, `${name} must be at most 254 characters`)
    .pipe(z.email({ error: `${name} must be an email address` }))
    .transform((email) => email.toLowerCase());
