import { authenticationProcedures } from './authentication/authentication.procedures';
import { identityProcedures, subjectIdentityProcedures } from './identities/identities.procedures';

/** The rbac module's own procedures, beside the generic ones of its entities. */
export const rbacProcedures = {
  subjects: { ...authenticationProcedures, ...subjectIdentityProcedures },
  identities: identityProcedures,
};
