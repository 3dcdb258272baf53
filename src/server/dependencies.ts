import type { Database } from './db/database';
import { fileStorageFromEnvironment } from './modules/file-storage/storage';
import { smtpMailerFromEnvironment } from './modules/notification/mailer';
import { createRateLimiter } from './modules/rbac/rate-limit/rate-limit';
import { rateLimitStoreFromEnvironment } from './modules/rbac/rate-limit/store';
import { tokenSettingsFromEnvironment } from './modules/rbac/tokens/token-settings';
import { DEFAULT_SITE_URL, type ContextDependencies } from './trpc/context';

/** What the server holds for its requests, configured from the environment (.env): read once, at the start. */
export function dependenciesFromEnvironment(
  db: Database,
  environment: Readonly<Record<string, string | undefined>> = process.env,
): ContextDependencies {
  return {
    db,
    storage: fileStorageFromEnvironment(),
    secretKey: environment.RBAC_SECRET_KEY || undefined,
    tokens: tokenSettingsFromEnvironment(environment),
    limiter: createRateLimiter(rateLimitStoreFromEnvironment(db, environment)),
    mailer: smtpMailerFromEnvironment(environment),
    siteUrl: environment.SITE_URL || DEFAULT_SITE_URL,
  };
}
