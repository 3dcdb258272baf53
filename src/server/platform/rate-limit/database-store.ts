import type { Database } from '../../db/database';
import type { RateLimitCount, RateLimitStore } from './rate-limit-store';
import { logger } from '../logging/logger';

/** Keys longer than this are refused: the limiter hashes subjects, so a long key is a caller's mistake. */
const MAX_KEY_LENGTH = 200;
/** The largest value of the INTEGER column: a flood of hits stops counting there rather than failing. */
const MAX_HITS = 2_147_483_647;

export interface DatabaseRateLimitStoreOptions {
  /** How often this process deletes windows that have ended, in ms (default a minute; the first hit does it too). */
  purgeIntervalMs?: number;
  /** At most this many ended windows are deleted at a time (default 1000). */
  purgeBatchSize?: number;
}

function checkArguments(key: string, windowSeconds?: number): void {
  if (!key || key.length > MAX_KEY_LENGTH) throw new RangeError(`A rate-limit key has 1 to ${MAX_KEY_LENGTH} characters`);
  if (windowSeconds !== undefined && !(Number.isFinite(windowSeconds) && windowSeconds > 0))
    throw new RangeError('A rate-limit window is a positive number of seconds');
}

/**
 * One atomic statement: a key without a row, or whose window has ended, starts a new window at 1 hit; otherwise
 * its count goes up by one. Two processes hitting the same key at once are serialised by the row (ON CONFLICT
 * waits for the other insert or update), so every hit is counted. The database's clock decides the windows, so
 * processes with skewed clocks agree; the time left is returned so that `resetAt` is on this process's clock.
 */
const HIT_SQL = `
INSERT INTO "RbacRateLimit" AS r ("key", "windowStart", "hits", "expiresAt")
VALUES ($1::text, now(), 1, now() + $2::double precision * interval '1 millisecond')
ON CONFLICT ("key") DO UPDATE SET
  "windowStart" = CASE WHEN r."expiresAt" <= now() THEN excluded."windowStart" ELSE r."windowStart" END,
  "hits" = CASE WHEN r."expiresAt" <= now() THEN 1 ELSE LEAST(r."hits" + 1, ${MAX_HITS}) END,
  "expiresAt" = CASE WHEN r."expiresAt" <= now() THEN excluded."expiresAt" ELSE r."expiresAt" END
RETURNING r."hits", (EXTRACT(EPOCH FROM r."expiresAt" - now()) * 1000)::double precision AS "msLeft"`;

const PEEK_SQL = `
SELECT COALESCE(r."hits", 0) AS "hits",
  (EXTRACT(EPOCH FROM COALESCE(r."expiresAt", now() + $2::double precision * interval '1 millisecond') - now()) * 1000)::double precision AS "msLeft"
FROM (SELECT 1) AS one
LEFT JOIN "RbacRateLimit" AS r ON r."key" = $1::text AND r."expiresAt" > now()`;

/**
 * Ended windows, oldest first, through the index on "expiresAt". SKIP LOCKED: rows another process is purging or
 * hitting right now are left to it. A key hit while its row is deleted is inserted afresh (ON CONFLICT retries).
 */
const PURGE_SQL = `
WITH purged AS (
  DELETE FROM "RbacRateLimit" WHERE "key" IN (
    SELECT "key" FROM "RbacRateLimit" WHERE "expiresAt" <= now() ORDER BY "expiresAt" LIMIT $1::integer FOR UPDATE SKIP LOCKED
  ) AND "expiresAt" <= now()
  RETURNING 1
)
SELECT count(*)::integer AS "count" FROM purged`;

interface CountRow {
  hits: number;
  msLeft: number;
}

const toCount = (row: CountRow): RateLimitCount => ({
  hits: Number(row.hits),
  resetAt: new Date(Date.now() + Math.max(0, Math.ceil(Number(row.msLeft)))),
});

/**
 * Rate-limit windows in the `RbacRateLimit` table, shared by every process on the same database. `db` must be the
 * database itself, not a transaction's: a rolled-back request must not take its hit back.
 */
export class DatabaseRateLimitStore implements RateLimitStore {
  readonly #db: Database;
  readonly #purgeIntervalMs: number;
  readonly #purgeBatchSize: number;
  #nextPurgeAt = 0;

  constructor(db: Database, { purgeIntervalMs = 60_000, purgeBatchSize = 1000 }: DatabaseRateLimitStoreOptions = {}) {
    this.#db = db;
    this.#purgeIntervalMs = purgeIntervalMs;
    this.#purgeBatchSize = purgeBatchSize;
  }

  async hit(key: string, windowSeconds: number): Promise<RateLimitCount> {
    checkArguments(key, windowSeconds);
    const [row] = await this.#db.query<CountRow>(HIT_SQL, [key, windowSeconds * 1000]);
    if (Date.now() >= this.#nextPurgeAt) {
      // Set before awaiting: of many concurrent hits, one purges.
      this.#nextPurgeAt = Date.now() + this.#purgeIntervalMs;
      try {
        await this.purgeExpired();
      } catch (error) {
        // Housekeeping: the hit is counted, and the next interval tries again.
        logger().error({ err: error }, 'Rate limits: could not delete ended windows');
      }
    }
    return toCount(row!);
  }

  async peek(key: string, windowSeconds: number): Promise<RateLimitCount> {
    checkArguments(key, windowSeconds);
    const [row] = await this.#db.query<CountRow>(PEEK_SQL, [key, windowSeconds * 1000]);
    return toCount(row!);
  }

  async reset(key: string): Promise<void> {
    checkArguments(key);
    await this.#db.query('DELETE FROM "RbacRateLimit" WHERE "key" = $1::text', [key]);
  }

  /** Deletes up to a batch of ended windows; returns how many. Hits call it now and then by themselves. */
  async purgeExpired(): Promise<number> {
    const [row] = await this.#db.query<{ count: number }>(PURGE_SQL, [this.#purgeBatchSize]);
    return Number(row?.count ?? 0);
  }
}
