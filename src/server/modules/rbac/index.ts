import { authenticationProcedures } from './authentication/authentication.procedures';
import type { ModuleWriteHooks } from '../../crud/write-hooks';
import type { SubjectClaims } from './authentication/subject-claims';
import { identityWriteHooks } from './identities/identities.hooks';
import { identityProcedures, subjectIdentityProcedures } from './identities/identities.procedures';
import { telegramProcedures } from './telegram/telegram.procedures';

/**
 * The rbac module's own procedures, beside the generic ones of its entities; `claims` is what a sign-in brings along
 * from the other modules (docs/decisions/0031).
 */
export const rbacProcedures = (claims: SubjectClaims) => ({
  subjects: { ...authenticationProcedures(claims), ...subjectIdentityProcedures, ...telegramProcedures(claims) },
  identities: identityProcedures,
});
export type { SubjectClaims } from './authentication/subject-claims';

/** The rbac module's rules on the generic writes of its entities. */
export const rbacWriteHooks = { 'rbac.identities': identityWriteHooks } satisfies ModuleWriteHooks<'rbac'>;

/** How the server checks a presented access token: its signature, then its session (ended sessions refuse it). */
export { verifyAccessToken, endSession, type SessionTokens } from './tokens/session.service';
/** The subjects' computed columns in the admin's table: their email and roles. */
export { rbacComputedColumns } from './subjects/subject-columns';
/** The foundation's friends: who holds a role that giving grants (the admin's dashboard). */
export { friendsBetween, type Friends } from './subjects/friends.service';
/** What the seed gives the administrator role. */
export { ADMIN_ACTIONS, ADMIN_ROLE_SLUG } from './subjects/administrator.service';
export { RATE_LIMIT_RULES } from './abuse-limits';
/** The rbac module's jobs: the hourly clean-up of what expired. */
export { rbacCleanUpJob, anonymousSubjectLifetimeDays } from './clean-up/clean-up.jobs';
/** How many people registered over a period (the daily metrics). */
export { registrationsBetween } from './subjects/registrations.service';
