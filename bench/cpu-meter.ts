/**
 * Where a run's time goes: this process's CPU (the servers a benchmark starts in it), the CPU of the PostgreSQL
 * client backends connected to its database (autovacuum's workers, whose turn comes at random, not counted) (read from /proc, so only when PostgreSQL runs on this machine and /proc is
 * readable), and, where the server loads pg_stat_statements (`shared_preload_libraries`), the statements that took the
 * database's time. Sides of a benchmark run one after the other, so what a run measures is that side's.
 */
import { readFileSync } from 'node:fs';
import type { Database } from '../src/server/db/database';

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;
/** Statements listed per run, the most database time first. */
const TOP = 8;

/** A statement of pg_stat_statements over one run. */
export interface StatementFigures {
  calls: number;
  /** Milliseconds of planning and execution in all (planning counted where pg_stat_statements.track_planning is on). */
  totalMs: number;
  /** Its text, whitespace squeezed, cut to 120 characters. */
  query: string;
}

/** What a run cost, in all (divide by its requests for a figure per request). */
export interface RunCost {
  /** CPU ms of this process. */
  serverCpuMs: number;
  /** CPU ms of the database's backends, if readable. */
  databaseCpuMs?: number;
  /** Calls and execution time of every statement, if pg_stat_statements is loaded. */
  statementCalls?: number;
  statementMs?: number;
  top?: StatementFigures[];
}

/**
 * CPU ms used so far by each backend connected to `db`'s database, by pid, or undefined when /proc does not show them.
 * The backend answering this query is listed too: `db` may be a server's pool, whose connection that answers at the
 * start of a run need not be the one at its end, and one left out at the start would count its whole life at the end.
 */
async function backendCpu(db: Database): Promise<Map<number, number> | undefined> {
  const rows = await db.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'`,
  );
  const used = new Map<number, number>();
  for (const { pid } of rows) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      // Ended since it was listed (a pool let it go), or not on this machine: unreadable either way.
      if (rows.length && !used.size) return undefined;
      continue;
    }
    // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    used.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND);
  }
  return used;
}

/**
 * CPU ms the backends used between two readings: a backend started meanwhile counts from zero; one that ended
 * meanwhile is lost (pools keep their connections through a run, so that is what they used between runs).
 */
function backendCpuBetween(before: Map<number, number> | undefined, after: Map<number, number> | undefined) {
  if (!before || !after) return undefined;
  let sum = 0;
  for (const [pid, used] of after) sum += used - (before.get(pid) ?? 0);
  return sum;
}

/** Whether pg_stat_statements can be used on this server; created in `db`'s database if so. */
async function statementsAvailable(db: Database): Promise<boolean> {
  const [loaded] = await db.query<{ loaded: boolean }>(
    `SELECT current_setting('shared_preload_libraries') ~ 'pg_stat_statements' AS "loaded"`,
  );
  if (!loaded?.loaded) return false;
  await db.exec('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  return true;
}

/** Measures runs on `db`'s database: `start()` before a run, the function it answers after it. */
export async function costMeter(db: Database): Promise<{ start(): Promise<() => Promise<RunCost>>; statements: boolean }> {
  const statements = await statementsAvailable(db);
  return {
    statements,
    async start() {
      if (statements) await db.query('SELECT pg_stat_statements_reset()');
      const cpu = process.cpuUsage();
      const backends = await backendCpu(db);
      return async () => {
        const used = process.cpuUsage(cpu);
        const cost: RunCost = {
          serverCpuMs: (used.user + used.system) / 1000,
          databaseCpuMs: backendCpuBetween(backends, await backendCpu(db)),
        };
        if (!statements) return cost;
        const rows = await db.query<{ calls: string; totalMs: number; query: string }>(
          `SELECT s.calls::text AS "calls", s.total_plan_time + s.total_exec_time AS "totalMs", s.query
             FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
            WHERE d.datname = current_database() AND s.query !~ 'pg_stat_statements|pg_stat_activity'
            ORDER BY 2 DESC`,
        );
        return {
          ...cost,
          statementCalls: rows.reduce((sum, row) => sum + Number(row.calls), 0),
          statementMs: rows.reduce((sum, row) => sum + row.totalMs, 0),
          top: rows.slice(0, TOP).map((row) => ({
            calls: Number(row.calls),
            totalMs: row.totalMs,
            query: row.query.replaceAll(/\s+/g, ' ').trim().slice(0, 120),
          })),
        };
      };
    },
  };
}

/** A run's cost per request, as lines to print: CPU of server and database, statements and their time. */
export function costLines(name: string, cost: RunCost, requests: number): string[] {
  const per = (value: number) => (value / requests).toFixed(2);
  const lines = [
    `  ${name}: server CPU ${per(cost.serverCpuMs)} ms/request` +
      (cost.databaseCpuMs !== undefined ? `, PostgreSQL backends' CPU ${per(cost.databaseCpuMs)} ms/request` : '') +
      (cost.statementCalls !== undefined
        ? `, ${per(cost.statementCalls)} statements/request taking ${per(cost.statementMs!)} ms of planning and execution`
        : ''),
  ];
  for (const statement of cost.top ?? [])
    lines.push(
      `    ${per(statement.calls).padStart(5)} × ${(statement.totalMs / Math.max(1, statement.calls)).toFixed(3).padStart(7)} ms  ${statement.query}`,
    );
  return lines;
}
