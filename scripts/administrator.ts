import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../src/server/db/database';
import { emailField, passwordField } from '../src/server/modules/rbac/passwords/password.schema';
import { createFirstAdministrator, hasAdministrator } from '../src/server/modules/rbac/subjects/administrator.service';
import { writeEnvironmentValue } from './env';

const credentials = z.object({ email: emailField('RBAC_ADMIN_EMAIL'), password: passwordField('RBAC_ADMIN_PASSWORD') });

/**
 * The first start's administrator, from RBAC_ADMIN_EMAIL and RBAC_ADMIN_PASSWORD; when they are unset they are
 * generated and written into .env, and a generated password is printed to a terminal, so a newcomer can sign in at
 * once. Once an administrator exists this does nothing, whatever the variables say.
 */
export async function ensureAdministrator(db: Database): Promise<void> {
  if (await hasAdministrator(db)) return;
  let email = process.env.RBAC_ADMIN_EMAIL || '';
  let password = process.env.RBAC_ADMIN_PASSWORD || '';
  const generatedPassword = !password;
  if (!email) writeEnvironmentValue('RBAC_ADMIN_EMAIL', (email = 'admin@example.com'));
  if (!password) writeEnvironmentValue('RBAC_ADMIN_PASSWORD', (password = randomBytes(12).toString('base64url')));
  const parsed = credentials.safeParse({ email, password });
  if (!parsed.success)
    throw new Error(
      `The administrator's credentials are not usable: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`,
    );
  if (!(await createFirstAdministrator(db, parsed.data))) return;
  // Standard output that is not a terminal goes to a log collector or a file, where a password does not belong.
  console.log(
    !generatedPassword
      ? `Created the administrator ${parsed.data.email} (RBAC_ADMIN_EMAIL and RBAC_ADMIN_PASSWORD).`
      : process.stdout.isTTY
        ? `Created the administrator: sign in as ${parsed.data.email} with the password ${password} (written into .env).`
        : `Created the administrator: sign in as ${parsed.data.email} with the password written into .env as RBAC_ADMIN_PASSWORD.`,
  );
}
