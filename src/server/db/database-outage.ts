/**
 * What the process knows of the database being unavailable: an outage begins at the first call it refused for being
 * away or too busy (database-unavailable.ts), and ends at the first answer of the database that comes at least
 * OUTAGE_QUIET_MS after the last refusal. The log gets one warning when an outage begins and one line when it ends,
 * rather than a line for every request refused meanwhile (there may be hundreds a second).
 */

/** Where the outage lines go: the server's logger, once a server is made (logDatabaseOutages); the console before. */
export interface OutageLog {
  warn(message: string): void;
  info(message: string): void;
}

export type Unavailability = 'away' | 'busy';

interface Outage {
  kind: Unavailability;
  since: number;
  refusals: number;
}

interface OutageState {
  current?: Outage;
  /** When the last call was refused, and what it was told of when to come back. */
  lastRefusal?: { at: number; retryAfterSeconds: number };
  /** The errors counted already: one error is translated more than once on its way to an answer. */
  counted: WeakSet<object>;
  log: OutageLog;
}

/**
 * An outage ends at the first answer this long after its last refusal (ms). An answer alone is not enough: under a
 * load the pool cannot serve, some calls get a connection while others are refused, and each such pair would begin
 * and end an outage. A database that is back answers the calls that follow, so its outage ends a few seconds later.
 */
export const OUTAGE_QUIET_MS = 5_000;

/**
 * One record per process, whichever copy of this module notes a refusal: Next.js's server bundle holds its own copies
 * of our modules (its pages' calls are refused there), while the database's answers are noted by the server's copy.
 */
const OUTAGE = Symbol.for('platform.database-outage');
const holder = globalThis as { [OUTAGE]?: OutageState };
const state = (): OutageState =>
  (holder[OUTAGE] ??= {
    counted: new WeakSet(),
    log: { warn: (message) => console.warn(message), info: (message) => console.warn(message) },
  });

/** Sends the outage lines to `log` from now on (the server's logger). */
export function reportOutagesTo(log: OutageLog): void {
  state().log = log;
}

const WORDS: Record<Unavailability, string> = {
  away: 'The database cannot be reached',
  busy: 'The database is too busy to take calls in time',
};

/**
 * A call was refused because the database is `kind` (the driver's `cause`, a code such as ECONNREFUSED or 57P01: no
 * address, no value). Warns when this begins an outage. `error`, when given, counts as one refused call however
 * often it is noted; without it (a pooled connection lost while idle) no call is counted.
 */
export function noteRefusal(
  kind: Unavailability,
  cause: string,
  retryAfterSeconds: number,
  { error, now = Date.now() }: { error?: object; now?: number } = {},
): void {
  const record = state();
  record.lastRefusal = { at: now, retryAfterSeconds };
  const counts = error !== undefined && !record.counted.has(error);
  if (error !== undefined) record.counted.add(error);
  if (record.current) {
    if (counts) record.current.refusals++;
    return;
  }
  record.current = { kind, since: now, refusals: counts ? 1 : 0 };
  record.log.warn(`${WORDS[kind]} (${cause}): calls that need it are answered 503 with Retry-After until it answers again`);
}

/** The database answered a call (a connection came from the pool, a transaction committed): may end an outage. */
export function noteAnswer(now = Date.now()): void {
  const record = state();
  const outage = record.current;
  if (!outage || now - (record.lastRefusal?.at ?? 0) < OUTAGE_QUIET_MS) return;
  record.current = undefined;
  const seconds = Math.round((now - outage.since) / 100) / 10;
  record.log.info(
    `The database answers again, ${seconds} s after the outage began; ${outage.refusals} call(s) were answered 503 meanwhile`,
  );
}

/** Whether an outage is under way (the database last refused a call and has not answered since, OUTAGE_QUIET_MS). */
export const outageUnderWay = (): boolean => state().current !== undefined;

/**
 * The Retry-After (seconds) of a call refused at or after `time`, when one was: a page that failed while the database
 * refused its calls is answered as they were.
 */
export function refusedSince(time: number): number | undefined {
  const last = state().lastRefusal;
  return last && last.at >= time ? last.retryAfterSeconds : undefined;
}

/** Forgets every outage (a test's fresh start). */
export function forgetOutages(): void {
  const record = state();
  record.current = undefined;
  record.lastRefusal = undefined;
  record.counted = new WeakSet();
}
