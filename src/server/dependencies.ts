import type { Database } from './db/database';
import { verifyAccessToken } from './modules/rbac';
import type { ContextDependencies } from './platform/context/context';
import { tokenSettingsFromEnvironment } from './platform/credentials/token-settings';
import { fileStorageFromEnvironment } from './platform/file-storage/file-storage-from-environment';
import { smtpMailerFromEnvironment } from './platform/mail/mailer-from-environment';
import { platformReadiness } from './platform/health/readiness-checks';
import { createRateLimiter } from './platform/rate-limit/rate-limiter';
import { rateLimitStoreFromEnvironment } from './platform/rate-limit/rate-limit-store-from-environment';
import { siteUrlOf } from './platform/settings/site-url';
import { telegramBotFromEnvironment } from './platform/telegram/telegram-bot-from-environment';

/**
 * What the server holds for its requests, configured from the environment (.env): read once, at the start. The
 * composition root: the platform's implementations chosen by the environment, and the modules' own handed in.
 */
export function dependenciesFromEnvironment(
  db: Database,
  environment: Readonly<Record<string, string | undefined>> = process.env,
): ContextDependencies {
  const tokens = tokenSettingsFromEnvironment(environment);
  const limitStore = rateLimitStoreFromEnvironment(db, environment);
  const telegram = telegramBotFromEnvironment(environment);
  return {
    db,
    storage: fileStorageFromEnvironment(environment),
    secretKey: environment.RBAC_SECRET_KEY || undefined,
    tokens,
    verifyAccessToken: (token) => verifyAccessToken(db, tokens, token),
    limiter: createRateLimiter(limitStore),
    readiness: platformReadiness(db, limitStore),
    mailer: smtpMailerFromEnvironment(environment),
    ...(telegram ? { telegram } : {}),
    siteUrl: siteUrlOf(environment),
  };
}
