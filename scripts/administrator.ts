import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../src/server/db/database';
import { emailField, passwordField } from '../src/server/modules/rbac/passwords/password.schema';
import { createFirstAdministrator, hasAdministrator } from '../src/server/modules/rbac/subjects/administrator.service';
import { giveSubjectSignIn, hasSignIn } from '../src/server/modules/rbac/subjects/team-sign-in.service';
import { COORDINATOR_SLUG } from '../src/server/seed/site/people';
import { writeEnvironmentValue } from './env';

type Credentials = { email: string; password: string };

/** A person the first start lets sign in: whose credentials, in which variables, and how they are made. */
interface StartAccount {
  /** As the start's line names them: `the administrator`. */
  who: string;
  emailVariable: string;
  passwordVariable: string;
  defaultEmail: string;
  /** Whether they can sign in already (or there is nobody to give a sign-in to): then nothing is done. */
  done(db: Database): Promise<boolean>;
  /** Makes the sign-in; answers whether it did (another process may have been first). */
  create(db: Database, credentials: Credentials): Promise<boolean>;
}

/**
 * The account's credentials from its two variables; when they are unset they are generated and written into .env,
 * and a generated password is printed to a terminal, so a newcomer can sign in at once. Once `done`, nothing.
 */
async function ensureAccount(db: Database, account: StartAccount): Promise<void> {
  if (await account.done(db)) return;
  const { who, emailVariable, passwordVariable } = account;
  let email = process.env[emailVariable] || '';
  let password = process.env[passwordVariable] || '';
  const generatedPassword = !password;
  if (!email) writeEnvironmentValue(emailVariable, (email = account.defaultEmail));
  if (!password) writeEnvironmentValue(passwordVariable, (password = randomBytes(12).toString('base64url')));
  const credentials = z.object({ email: emailField(emailVariable), password: passwordField(passwordVariable) });
  const parsed = credentials.safeParse({ email, password });
  if (!parsed.success)
    throw new Error(`The credentials of ${who} are not usable: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  if (!(await account.create(db, parsed.data))) return;
  // Standard output that is not a terminal goes to a log collector or a file, where a password does not belong.
  console.log(
    !generatedPassword
      ? `Created ${who} ${parsed.data.email} (${emailVariable} and ${passwordVariable}).`
      : process.stdout.isTTY
        ? `Created ${who}: sign in as ${parsed.data.email} with the password ${password} (written into .env).`
        : `Created ${who}: sign in as ${parsed.data.email} with the password written into .env as ${passwordVariable}.`,
  );
}

/** The first start's administrator, from RBAC_ADMIN_EMAIL and RBAC_ADMIN_PASSWORD. Once one exists, nothing. */
export const ensureAdministrator = (db: Database): Promise<void> =>
  ensureAccount(db, {
    who: 'the administrator',
    emailVariable: 'RBAC_ADMIN_EMAIL',
    passwordVariable: 'RBAC_ADMIN_PASSWORD',
    defaultEmail: 'admin@example.com',
    done: hasAdministrator,
    create: createFirstAdministrator,
  });

/**
 * The seeded foundation's coordinator (the team member who answers the site's chat, seed/site/people.ts) signs in
 * with SITE_COORDINATOR_EMAIL and SITE_COORDINATOR_PASSWORD. Called by the start that seeded the site only: an editor
 * who later takes that sign-in away is not overruled.
 */
export const ensureCoordinatorSignIn = (db: Database): Promise<void> =>
  ensureAccount(db, {
    who: "the foundation's coordinator",
    emailVariable: 'SITE_COORDINATOR_EMAIL',
    passwordVariable: 'SITE_COORDINATOR_PASSWORD',
    defaultEmail: 'coordinator@example.com',
    done: (database) => hasSignIn(database, COORDINATOR_SLUG),
    create: (database, credentials) => giveSubjectSignIn(database, COORDINATOR_SLUG, credentials, 'SITE_COORDINATOR_EMAIL'),
  });
