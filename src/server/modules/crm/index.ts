import { formRequestProcedures, requestProcedures } from './requests.procedures';

export { crmTeamEmail } from './requests.service';
export { openRequests, requestsBetween } from './requests-per-day.service';

/**
 * The crm module's own procedures, beside the generic ones of its entities: `crm.forms.submitRequest` and
 * `crm.requests.submit` / `submitForSubject` (which serves a path under /api/rbac/subjects, as the spec names it).
 */
export const crmProcedures = {
  forms: formRequestProcedures,
  requests: requestProcedures,
};
