import { createHash } from 'node:crypto';

/*
 * Named (prepared) statements on PostgreSQL. A parameterised statement sent unnamed is parsed and planned again at
 * every call; the cart's and checkout's reads (prices through LATERAL joins) took 5 to 15 ms to plan for well under 1
 * ms of execution. Named by a hash of its text, a statement is parsed once per connection, and after five calls
 * PostgreSQL keeps a generic plan when it costs no more than the custom ones (plan_cache_mode `auto`).
 *
 * Every prepared statement holds memory in each connection's backend until the connection ends, so only statements
 * seen twice are named (a one-off query, an admin filter typed once, is not), and at most NAMED_LIMIT texts per
 * process; the rest go unnamed as before. Behind a pooler in transaction mode (PgBouncer before 1.21) a connection's
 * prepared statements are not the client's: DATABASE_PREPARED_STATEMENTS=off turns naming off there.
 */

/** Distinct statement texts named per process: each connection prepares at most these. */
const NAMED_LIMIT = 300;
/** Texts seen once, remembered until they are seen again; forgotten all at once past this many. */
const SEEN_LIMIT = 5_000;

/** The name of a parameterised statement's text, or '' (PostgreSQL's unnamed statement) for one not named. */
export type StatementNamer = (sql: string, parameters: number) => string;

/** A namer for one pool; `limit` caps the distinct texts it names. */
export function statementNamer(limit = NAMED_LIMIT): StatementNamer {
  const names = new Map<string, string>();
  let seenOnce = new Set<string>();
  return (sql, parameters) => {
    // BEGIN, COMMIT, a migration's script: nothing to plan again, or sent once.
    if (!parameters) return '';
    const name = names.get(sql);
    if (name !== undefined) return name;
    if (names.size >= limit) return '';
    if (!seenOnce.has(sql)) {
      if (seenOnce.size >= SEEN_LIMIT) seenOnce = new Set();
      seenOnce.add(sql);
      return '';
    }
    seenOnce.delete(sql);
    // 20 bytes of SHA-1 in base64url: 27 characters, well within PostgreSQL's 63-byte names.
    const named = `s${createHash('sha1').update(sql).digest('base64url')}`;
    names.set(sql, named);
    return named;
  };
}
