import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * A baseline's pool whose parameterised statements are named by a hash of their text, so that each connection plans
 * them once, as ours does on PostgreSQL (docs/decisions/0058): the hand-written side is held to the same rule, not
 * beaten by its re-planning at every call.
 */
export function preparingStatements(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (text: unknown, values?: unknown, callback?: unknown) =>
      typeof text === 'string' && Array.isArray(values)
        ? query({ name: `b${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text, values }, callback)
        : query(text, values, callback);
  });
  return pool;
}
