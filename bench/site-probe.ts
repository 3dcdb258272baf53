/**
 * Loaded into the server process by bench/site.ts (`node --import tsx --import ./bench/site-probe.ts scripts/serve.ts`),
 * never by the product: counts the statements the embedded PGlite runs (Prisma's through its adapter and the raw
 * ones) and the time at least one of them is running or waiting, and tells both to the benchmark over the IPC channel. So the
 * benchmark can say how much of a render is the database. PGlite runs one statement at a time on the server's own
 * thread, so that time is also thread time the render cannot use.
 */
import { PGlite } from '@electric-sql/pglite';

export interface ProbeTotals {
  statements: number;
  /** Milliseconds during which at least one statement was running or waiting for PGlite. */
  busyMs: number;
  /** CPU time the server process has used (user and system), in microseconds: unlike wall time, other processes on the machine do not add to it. */
  cpuMicros: number;
}

export const PROBE_REQUEST = 'site-probe';

const totals: Omit<ProbeTotals, 'cpuMicros'> = { statements: 0, busyMs: 0 };
let running = 0;
let busySince = 0;

/** Time during which PGlite is taken: a statement outside a transaction, or a whole transaction, running or waiting. */
function timed<F extends (...args: never[]) => Promise<unknown>>(original: F): F {
  return async function (this: unknown, ...args: Parameters<F>) {
    if (running++ === 0) busySince = performance.now();
    try {
      return await original.apply(this, args);
    } finally {
      if (--running === 0) totals.busyMs += performance.now() - busySince;
    }
  } as F;
}

/** Each statement run, prepared or not, Prisma's and ours, in a transaction or not (and a transaction's BEGIN and COMMIT). */
function counted<F extends (...args: never[]) => Promise<unknown>>(original: F): F {
  return function (this: unknown, ...args: Parameters<F>) {
    totals.statements += 1;
    return original.apply(this, args);
  } as F;
}

// Where every statement passes, whichever query path sent it (pglite-statements.ts prepares the frequent ones).
type Exclusive = (work: () => Promise<unknown>) => Promise<unknown>;
const prototype = PGlite.prototype as unknown as Record<'_runExclusiveTransaction' | '_runExclusiveQuery', Exclusive>;
prototype._runExclusiveTransaction = timed(prototype._runExclusiveTransaction);
prototype._runExclusiveQuery = counted(prototype._runExclusiveQuery);

process.on('message', (message) => {
  if (message !== PROBE_REQUEST) return;
  const cpu = process.cpuUsage();
  process.send?.({ probe: { ...totals, cpuMicros: cpu.user + cpu.system } });
});
