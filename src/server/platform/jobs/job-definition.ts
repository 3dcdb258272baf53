import type { Database } from '../../db/database';
import type { Language } from '../../../shared/languages';

/** A job as its handler sees it: which one, what it was given, and which attempt this is (1 for the first). */
export interface RunningJob<Payload = unknown> {
  id: string;
  name: string;
  payload: Payload;
  attempt: number;
  maxAttempts: number;
}

/** Waits after failed attempts: `baseSeconds` after the first, doubling, never more than `maxSeconds`. */
export interface Backoff {
  baseSeconds: number;
  maxSeconds: number;
}

/**
 * What a module declares for one kind of job. The handler runs outside any transaction (it opens its own where it
 * needs one): a job that sends a mail must not hold a transaction while the mail server answers. It should be safe to
 * run again: a process killed in the middle leaves the job to be taken again when its lease runs out.
 */
export interface JobDefinition<Payload = unknown> {
  /** `<module>.<what>`, as stored in HostJob.name: `notification.deliver`. */
  name: string;
  run(db: Database, job: RunningJob<Payload>): Promise<void>;
  /** Attempts in all before the job stays failed (default 5). */
  maxAttempts?: number;
  backoff?: Backoff;
  /**
   * A five-field cron expression in UTC (`17 * * * *`): the job also runs on that schedule, once per occurrence. It is the
   * first interval of the job's agent (docs/decisions/0051), which the team may change or pause in the admin.
   */
  schedule?: string;
  /** What the team calls a scheduled job, in every language of the admin: its agent's title. */
  title?: Readonly<Record<Language, string>>;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_BACKOFF: Backoff = { baseSeconds: 10, maxSeconds: 3600 };
/** How long a claimed job is its runner's without an extension (the runner extends it while the job runs). */
export const DEFAULT_LEASE_SECONDS = 300;

/**
 * Thrown by a handler when trying again cannot help (the payload names a record that is gone, a message may
 * already have gone out): the job fails at once, whatever attempts it had left.
 */
export class PermanentJobFailure extends Error {
  override name = 'PermanentJobFailure';
}

/**
 * Thrown by a handler told when to try again (Telegram's 429 says how many seconds to wait): the job is queued again
 * at `at` instead of after its backoff, and the attempt is given back, since the job was turned away rather than
 * failed (a send refused for the pace of others must not use up the attempts a real failure needs).
 */
export class RetryJobAt extends Error {
  override name = 'RetryJobAt';
  constructor(
    readonly at: Date,
    message: string,
  ) {
    super(message);
  }
}

/** The job's definitions by name; two of one name are a mistake of the code, refused at start. */
export function definitionsByName(definitions: readonly JobDefinition[]): ReadonlyMap<string, JobDefinition> {
  const byName = new Map<string, JobDefinition>();
  for (const definition of definitions) {
    if (byName.has(definition.name)) throw new Error(`Two job definitions are named ${definition.name}`);
    byName.set(definition.name, definition);
  }
  return byName;
}
