import { crmProcedures } from './crm';
import { ecommerceProcedures, ecommerceWriteHooks } from './ecommerce';
import { hostProcedures } from './host';
import type { WriteHooks } from '../crud/write-hooks';
import { rbacProcedures, rbacWriteHooks } from './rbac';

/**
 * Every module's own procedures, under the same keys as the generic ones (`host.pages.findByUrl` beside
 * `host.pages.list`).
 */
export const moduleProcedures = {
  crm: crmProcedures,
  ecommerce: ecommerceProcedures,
  host: hostProcedures,
  rbac: rbacProcedures,
};

/** Every module's hooks on the generic writes of its own entities (write-hooks.ts), by entity. */
export const moduleWriteHooks: WriteHooks = { ...ecommerceWriteHooks, ...rbacWriteHooks };
