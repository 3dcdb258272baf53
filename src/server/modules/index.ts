import { crmProcedures } from './crm';
import { hostProcedures } from './host';
import { rbacProcedures } from './rbac';
import { revalidationModule } from './revalidation';

/**
 * Every module's own procedures, under the same keys as the generic ones (`host.pages.findByUrl` beside
 * `host.pages.list`). A key with no entity of that name is a group of its own (`revalidation.revalidate`).
 */
export const moduleProcedures = {
  crm: crmProcedures,
  host: hostProcedures,
  rbac: rbacProcedures,
  revalidation: revalidationModule,
};
