import { z } from 'zod';
import { HTTP_METHODS } from '../../../platform/procedures/meta';
import { ethereumSignInInput } from '../ethereum/ethereum.schema';
import { emailField, passwordField } from '../passwords/password.schema';

const data = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject({ data: z.strictObject(shape, { error: 'data is required' }) });

export const noInput = z.strictObject({}).optional();

/** Login and registration: `login` is the email (the spec's field name). */
export const emailAndPasswordInput = data({ login: emailField('login'), password: passwordField('password') });

export const forgotPasswordInput = data({ email: emailField('email') });

/** The code comes from the reset link's `code` query parameter. */
export const resetPasswordInput = data({
  password: passwordField('password'),
  passwordConfirmation: passwordField('passwordConfirmation'),
  code: z.string({ error: 'code is required' }).min(1, 'code is required').max(200, 'code must be at most 200 characters'),
});

export const ethereumInput = z.strictObject({ data: ethereumSignInInput });

const refreshToken = z.string().min(1, 'refresh must not be empty').max(200, 'refresh must be at most 200 characters');

/** The refresh token in the body; a browser's comes in its httpOnly cookie instead. */
export const refreshInput = z.strictObject({ data: z.strictObject({ refresh: refreshToken.optional() }).optional() });

/** Where to go after logout: a path of this site (`//host` and absolute urls would make it an open redirect). */
export const logoutInput = z.strictObject({
  data: z
    .strictObject({
      refresh: refreshToken.optional(),
      redirectTo: z
        .string()
        .regex(/^\/(?![/\\])[^\s]*$/, 'redirectTo must be a path of this site, starting with a single /')
        .max(2000, 'redirectTo must be at most 2000 characters')
        .optional(),
    })
    .optional(),
});

/** `permission[route]=/api/blog/articles/{id}&permission[method]=GET&permission[type]=HTTP`. */
export const isAuthorizedInput = z.strictObject({
  permission: z.strictObject(
    {
      route: z
        .string({ error: 'permission.route is required' })
        .startsWith('/', 'permission.route must be a path such as /api/blog/articles')
        .max(2000, 'permission.route must be at most 2000 characters'),
      method: z.enum(HTTP_METHODS, { error: `permission.method must be one of ${HTTP_METHODS.join(', ')}` }).default('GET'),
      type: z.literal('HTTP', { error: 'permission.type must be HTTP' }).default('HTTP'),
    },
    { error: 'permission is required' },
  ),
});

/** Whether the caller may call the route. */
export const isAuthorizedOutput = z.strictObject({ authorized: z.boolean() });
