import type { Database, Listener } from '../../db/database';
import { readMigrationFolders } from '../../db/migrations';
import type { RateLimitStore } from '../rate-limit/rate-limit-store';
import { Readiness, type ReadinessCheck } from './readiness';

/** The database answers a query. Its own error may name hosts and users: it is not repeated. */
export const databaseCheck = (db: Database): ReadinessCheck => ({
  name: 'database',
  async check() {
    await db.query('SELECT 1').catch(() => {
      throw new Error('the database cannot be reached');
    });
  },
});

/** Every migration folder this build ships is applied (another process may be applying them, or one failed). */
export function migrationsCheck(db: Database): ReadinessCheck {
  // The folders are the build's own: read once, at the first check (a read begun earlier could fail unawaited).
  let shipped: Promise<string[]> | undefined;
  return {
    name: 'migrations',
    async check() {
      const applied = await db
        .query<{ migration_name: string }>(
          'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
        )
        .catch(() => {
          throw new Error('the applied migrations cannot be read');
        });
      const names = new Set(applied.map((row) => row.migration_name));
      shipped ??= readMigrationFolders().then((folders) => folders.map(({ name }) => name));
      const pending = (await shipped).filter((name) => !names.has(name));
      if (pending.length) throw new Error(`not applied: ${pending.join(', ')}`);
    },
  };
}

/** The page cache hears the database's change announcements: without it, other processes' writes leave pages stale. */
export const changeListenerCheck = (listener: Listener): ReadinessCheck => ({
  name: 'change listener',
  async check() {
    if (!listener.listening()) throw new Error('not listening: its connection is being made again');
  },
});

/** The live channel's listeners listen (docs/decisions/0045): open pages hear of other processes' changes. */
export const liveChannelCheck = (live: { listening(): Promise<boolean> }): ReadinessCheck => ({
  name: 'live channel',
  async check() {
    if (!(await live.listening())) throw new Error('not listening: its connection is being made again');
  },
});

/** Redis, when the abuse limits are kept there, answers. */
export const redisCheck = (ping: () => Promise<void>): ReadinessCheck => ({
  name: 'redis',
  async check() {
    await ping().catch(() => {
      throw new Error('Redis cannot be reached');
    });
  },
});

/** What every server process needs from the start: its database, migrated, and the abuse limits' store. */
export function platformReadiness(db: Database, limitStore: RateLimitStore): Readiness {
  const readiness = new Readiness([databaseCheck(db), migrationsCheck(db)]);
  if (limitStore.ping) readiness.add(redisCheck(limitStore.ping.bind(limitStore)));
  return readiness;
}
