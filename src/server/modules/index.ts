import { crmProcedures } from './crm';
import { hostProcedures } from './host';
import { rbacProcedures } from './rbac';

/**
 * Every module's own procedures, under the same keys as the generic ones (`host.pages.findByUrl` beside
 * `host.pages.list`).
 */
export const moduleProcedures = {
  crm: crmProcedures,
  host: hostProcedures,
  rbac: rbacProcedures,
};
