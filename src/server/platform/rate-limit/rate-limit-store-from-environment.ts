import type { Database } from '../../db/database';
import { DatabaseRateLimitStore } from './database-store';
import type { RateLimitStore } from './rate-limit-store';
import { RedisRateLimitStore } from './redis-store';

/**
 * The store of this deployment: Redis when `REDIS_URL` is set, else the database's `RbacRateLimit` table.
 * Give it the database the server opened, never a transaction's: a hit must stay counted when the request
 * that made it fails and its transaction is rolled back.
 */
export function rateLimitStoreFromEnvironment(
  db: Database,
  env: Readonly<Record<string, string | undefined>> = process.env,
): RateLimitStore {
  const redisUrl = env.REDIS_URL?.trim();
  return redisUrl ? new RedisRateLimitStore({ url: redisUrl }) : new DatabaseRateLimitStore(db);
}
