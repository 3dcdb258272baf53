import { z } from 'zod';
import { id } from '../identities/identities.schema';
import { reauthenticationFields } from '../reauthentication/reauthentication.schema';

/** A whole number the widget sends as a number; a REST client may send it as text. Kept as given: the hash covers it. */
const wholeNumber = (name: string) =>
  z.union([z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^\d{1,16}$/)], {
    error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be a whole number`),
  });

const text = (name: string, most: number) =>
  z
    .string({ error: `${name} must be text` })
    .max(most, `${name} must be at most ${most} characters`)
    .optional();

/**
 * What the Telegram Login Widget hands the page for a person (https://core.telegram.org/widgets/login#receiving-authorization-data),
 * sent on as it came: `id` (their Telegram id, also their chat with the bot), their names and photo, `auth_date` (when
 * they confirmed, Unix seconds) and `hash`, the widget's signature of the rest.
 */
export const telegramLoginFields = {
  id: wholeNumber('id'),
  first_name: text('first_name', 256),
  last_name: text('last_name', 256),
  username: text('username', 64),
  photo_url: text('photo_url', 2048),
  auth_date: wholeNumber('auth_date'),
  hash: z
    .string({ error: (issue) => (issue.input === undefined ? 'hash is required' : 'hash must be text') })
    .regex(/^[0-9a-f]{64}$/i, 'hash must be 64 hexadecimal characters'),
};

export const telegramLogin = z.strictObject(telegramLoginFields);
export type TelegramLogin = z.infer<typeof telegramLogin>;

/** POST /api/rbac/subjects/authentication/telegram. */
export const telegramSignInInput = z.strictObject({ data: z.strictObject(telegramLoginFields, { error: 'data is required' }) });

/** POST /api/rbac/subjects/{id}/identities/telegram: the widget's fields, and the confirmation of decision 0028. */
export const linkTelegramInput = z.strictObject({
  id,
  data: z.strictObject({ ...telegramLoginFields, ...reauthenticationFields }, { error: 'data is required' }),
});

export const NOTIFICATION_METHODS = ['email', 'telegram', 'both'] as const;
export type NotificationMethod = (typeof NOTIFICATION_METHODS)[number];

/** PATCH /api/rbac/subjects/{id}/notification-method. */
export const notificationMethodInput = z.strictObject({
  id,
  data: z.strictObject(
    {
      notificationMethod: z.enum(NOTIFICATION_METHODS, {
        error: `notificationMethod must be one of ${NOTIFICATION_METHODS.join(', ')}`,
      }),
    },
    { error: 'data is required' },
  ),
});
