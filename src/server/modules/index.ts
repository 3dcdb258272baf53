import { billingJobs, billingProcedures } from './billing';
import { crmProcedures } from './crm';
import { cartLifetimeDays, clearOldOrdersJob, ecommerceProcedures, ecommerceWriteHooks, orderPaymentEffects } from './ecommerce';
import { fileStorageProcedures } from './file-storage';
import { hostProcedures } from './host';
import type { WriteHooks } from '../crud/write-hooks';
import type { TokenSettings } from '../platform/credentials/token-settings';
import type { JobDefinition } from '../platform/jobs/job-definition';
import type { Mailer } from '../platform/mail/mailer';
import { notificationJobs } from './notification';
import { anonymousSubjectLifetimeDays, rbacCleanUpJob, rbacProcedures, rbacWriteHooks } from './rbac';

/**
 * Every module's own procedures, under the same keys as the generic ones (`host.pages.findByUrl` beside
 * `host.pages.list`).
 */
export const moduleProcedures = {
  billing: billingProcedures(orderPaymentEffects),
  crm: crmProcedures,
  ecommerce: ecommerceProcedures,
  fileStorage: fileStorageProcedures,
  host: hostProcedures,
  rbac: rbacProcedures,
};

/** Every module's hooks on the generic writes of its own entities (write-hooks.ts), by entity. */
export const moduleWriteHooks: WriteHooks = { ...ecommerceWriteHooks, ...rbacWriteHooks };

/**
 * What the modules' jobs are given: the server's mailer, token settings and public address, and the environment for
 * their settings.
 */
export interface ModuleJobDependencies {
  mailer: Mailer | undefined;
  tokens: TokenSettings;
  siteUrl: string;
  environment?: Readonly<Record<string, string | undefined>>;
}

/** Every module's job definitions (src/server/platform/jobs), run by the job runner of each server process. */
export const moduleJobs = ({ mailer, tokens, siteUrl, environment = process.env }: ModuleJobDependencies): JobDefinition[] => [
  ...notificationJobs(mailer),
  ...billingJobs(orderPaymentEffects, { environment, siteUrl, tokens }),
  rbacCleanUpJob(tokens, anonymousSubjectLifetimeDays(environment)),
  clearOldOrdersJob(cartLifetimeDays(environment)),
];
