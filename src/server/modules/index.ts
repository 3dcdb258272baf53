import { analyticProcedures, analyticWriteHooks, dailyMetricsJob } from './analytic';
import { agentComputedColumns, agentWriteHooks, agentProcedures } from './agent';

export { agentSchedules, writeAgents } from './agent';
import { billingJobs, billingProcedures } from './billing';
import { broadcastProcedures, broadcastWriteHooks, expiryJob } from './broadcast';
import { crmProcedures, crmTeamEmail } from './crm';
import {
  cartLifetimeDays,
  clearOldOrdersJob,
  ecommerceComputedColumns,
  ecommerceFileTemplates,
  ecommerceProcedures,
  ecommerceWriteHooks,
  issueReceiptJob,
  orderStatusMessageJob,
  orderClaims,
  orderPaymentEffects,
  ownOrderFiles,
  raisedContent,
} from './ecommerce';
import {
  fileStorageProcedures,
  fileStorageTemplates,
  removeStoredFileJob,
  storedFileAccess,
  storedFileWriteHooks,
  type FileTemplates,
  type StoredFileAccess,
} from './file-storage';
import { hostProcedures, hostWriteHooks } from './host';
import type { AllComputedColumnsSql } from '../crud/computed-columns';
import { billingComputedColumns } from './billing/subscriptions/subscription-columns';
import type { WriteHookDependencies, WriteHooks } from '../crud/write-hooks';
import { blogWriteHooks } from './blog/articles.hooks';
import type { Database } from '../db/database';
import type { Context } from '../platform/context/context';
import type { TokenSettings } from '../platform/credentials/token-settings';
import type { FileStorage } from '../platform/file-storage/file-storage';
import type { JobDefinition } from '../platform/jobs/job-definition';
import type { Mailer } from '../platform/mail/mailer';
import type { WatchedContent } from '../platform/page-cache/watched-content';
import type { TelegramBot } from '../platform/telegram/telegram-bot';
import { notificationJobs, notificationProcedures, notificationWriteHooks } from './notification';
import { socialProcedures } from './social';
import { anonymousSubjectLifetimeDays, rbacCleanUpJob, rbacComputedColumns, rbacProcedures, rbacWriteHooks } from './rbac';

/**
 * Every module's own procedures, under the same keys as the generic ones (`host.pages.findByUrl` beside
 * `host.pages.list`).
 */
export const moduleProcedures = {
  analytic: analyticProcedures,
  agent: agentProcedures,
  billing: billingProcedures(orderPaymentEffects),
  broadcast: broadcastProcedures,
  crm: crmProcedures,
  ecommerce: ecommerceProcedures,
  fileStorage: fileStorageProcedures({ ...fileStorageTemplates, ...ecommerceFileTemplates } satisfies FileTemplates),
  host: hostProcedures,
  notification: notificationProcedures,
  rbac: rbacProcedures(orderClaims),
  social: socialProcedures,
};

/**
 * Who may fetch the stored file at `publicUrl`: anyone when it is public, else permitted roles and the readers the
 * modules give for their private records' files. `caller` builds the request's context, only when it is needed.
 */
export const accessToStoredFile = (db: Database, publicUrl: string, caller: () => Promise<Context>): Promise<StoredFileAccess> =>
  storedFileAccess(db, publicUrl, caller, [ownOrderFiles]);

/**
 * Every module's hooks on the generic writes of its own entities (write-hooks.ts), by entity, over what the server
 * hands them: the file records' urls are checked against its file storage.
 */
export const moduleWriteHooks = ({ storage }: WriteHookDependencies): WriteHooks => ({
  ...agentWriteHooks,
  ...analyticWriteHooks,
  ...blogWriteHooks,
  ...broadcastWriteHooks,
  ...ecommerceWriteHooks,
  ...hostWriteHooks,
  ...notificationWriteHooks,
  ...rbacWriteHooks,
  ...storedFileWriteHooks(storage),
});

/**
 * Every module's SQL of the computed columns (src/shared/registry/computed-columns.ts), by entity: a person's email and
 * roles are rbac's, what they gave and everything of a donation the shop's. Its type requires every declared column.
 */
export const moduleComputedColumns: AllComputedColumnsSql = {
  '/api/rbac/subjects': { ...rbacComputedColumns['/api/rbac/subjects'], ...ecommerceComputedColumns['/api/rbac/subjects'] },
  '/api/ecommerce/orders': ecommerceComputedColumns['/api/ecommerce/orders'],
  '/api/billing/subscriptions': billingComputedColumns['/api/billing/subscriptions'],
  '/api/agent/agents': agentComputedColumns['/api/agent/agents'],
};

/**
 * What the modules' jobs are given: the server's mailer, Telegram bot, file storage, token settings and public
 * address, and the environment for their settings.
 */
export interface ModuleJobDependencies {
  mailer: Mailer | undefined;
  telegram?: TelegramBot;
  storage: FileStorage;
  tokens: TokenSettings;
  siteUrl: string;
  environment?: Readonly<Record<string, string | undefined>>;
}

/** Every module's job definitions (src/server/platform/jobs), run by the job runner of each server process. */
export const moduleJobs = ({
  mailer,
  telegram,
  storage,
  tokens,
  siteUrl,
  environment = process.env,
}: ModuleJobDependencies): JobDefinition[] => {
  // Read at the start with the jobs' settings, so that a mistake in it stops the start (the requests read it again).
  crmTeamEmail(environment);
  return [
    ...notificationJobs({ mailer, telegram, storage, siteUrl, jwtSecret: tokens.secret }),
    ...billingJobs(orderPaymentEffects, { environment, siteUrl, tokens }),
    rbacCleanUpJob(tokens, anonymousSubjectLifetimeDays(environment)),
    clearOldOrdersJob(cartLifetimeDays(environment)),
    issueReceiptJob(storage),
    orderStatusMessageJob,
    removeStoredFileJob(storage),
    dailyMetricsJob,
    expiryJob(),
  ];
};

/** What pages show from the modules' private tables, and the writes there that change it (the page cache watches them). */
export const moduleWatchedContent: readonly WatchedContent[] = [raisedContent];
