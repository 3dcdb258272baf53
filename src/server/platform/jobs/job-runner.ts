import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../../db/database';
import { backoffMs } from './backoff';
import { parseCron, type CronSchedule } from './cron-expression';
import {
  DEFAULT_BACKOFF,
  DEFAULT_LEASE_SECONDS,
  DEFAULT_MAX_ATTEMPTS,
  definitionsByName,
  PermanentJobFailure,
  RetryJobAt,
  type JobDefinition,
} from './job-definition';
import {
  claimJobs,
  dropJob,
  errorText,
  extendLease,
  failAbandonedJobs,
  failJob,
  holdScheduleLock,
  JOBS_CHANNEL,
  occurrenceTime,
  scheduleOccurrence,
  succeedJob,
  type ClaimedJob,
} from './jobs.service';
import { definitionSchedules, type ReadScheduleSettings } from './schedule-settings';
import { logger } from '../logging/logger';
import { noteIfUnavailable } from '../../db/database-errors';

export interface JobRunnerOptions {
  /** Jobs run at once by this runner (default 2). */
  concurrency?: number;
  /** How often it looks for due jobs without being woken, in ms (default 5 s): the wake-up may be missed. */
  pollMs?: number;
  /** How long a claimed job is this runner's without an extension, in s (default 5 min); extended every third of it. */
  leaseSeconds?: number;
  /** LISTEN for enqueued jobs, to run them at once rather than at the next poll (default true). */
  listen?: boolean;
  /** Names this runner in HostJob.lockedBy (default host name, process id and a random part). */
  id?: string;
  /**
   * When and whether each scheduled job runs, read at every look (the agents, docs/decisions/0051); by default each
   * definition's own schedule, always on.
   */
  schedules?: ReadScheduleSettings;
}

export interface JobRunner {
  id: string;
  /** Looks for due jobs now. */
  wake(): void;
  /** Claims no job from now on (the jobs running go on); resolves once a claim under way has ended. */
  stopClaiming(): Promise<void>;
  /**
   * Stops claiming, and resolves once the jobs running here have ended, or after `waitMs` (default 30 s) without
   * them: a job still running then is taken again by another runner when its lease runs out.
   */
  stop(options?: { waitMs?: number }): Promise<void>;
}

/**
 * Starts a runner of `definitions` on `db`: it claims due jobs (at most `concurrency` at once), runs each by its
 * definition, records the outcome, and writes the next occurrence of each schedule. Every server process may start one:
 * the claim makes each job one runner's. A job that fails is queued again after its backoff until it has no attempts
 * left; a job of a name no definition here knows fails its attempt the same way (a process of another release may know
 * it).
 */
export async function startJobRunner(
  db: Database,
  definitions: readonly JobDefinition[],
  {
    concurrency = 2,
    pollMs = 5000,
    leaseSeconds = DEFAULT_LEASE_SECONDS,
    listen = true,
    id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    schedules = definitionSchedules(definitions),
  }: JobRunnerOptions = {},
): Promise<JobRunner> {
  const byName = definitionsByName(definitions);
  const scheduled = definitions.filter((definition) => definition.schedule);
  const scheduledNames = scheduled.map((definition) => definition.name);
  /** Each expression read once: the settings are read at every look, but change seldom. */
  const crons = new Map<string, CronSchedule>();
  const cronOf = (expression: string) => {
    let cron = crons.get(expression);
    if (!cron) crons.set(expression, (cron = parseCron(expression)));
    return cron;
  };
  /**
   * By job, the occurrence this runner last made sure of (with the setting's expression and version): written once per
   * occurrence, not at every poll, and again once the setting changed (a resumed agent's was deleted by its pause).
   */
  const ensured = new Map<string, string>();
  const running = new Set<Promise<void>>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** The pass under way, and whether another was asked for meanwhile. */
  let pass: Promise<void> | undefined;
  let again = false;

  const log = (message: string) => logger().error({ jobRunner: id }, message);
  /** A failure of its own work: a database away or too busy is the outage's one warning, not a line at every pass. */
  const failed = (message: string, error: unknown) => {
    if (!noteIfUnavailable(error)) log(`${message}: ${errorText(error)}`);
  };

  const ensureSchedules = async () => {
    if (!scheduled.length) return;
    let settings: Awaited<ReturnType<ReadScheduleSettings>>;
    try {
      settings = await schedules(db, scheduledNames);
    } catch (error) {
      // The claims go on without the schedules: jobs on demand must not wait for them.
      failed('the schedules could not be read', error);
      return;
    }
    const now = new Date();
    for (const definition of scheduled) {
      const setting = settings.get(definition.name);
      // Paused (or no agent): no next run is written; the pause deleted the one queued.
      if (!setting?.enabled) continue;
      // Each on its own: a schedule that fails (one that never comes round) must not keep the others or the claims back.
      try {
        const markOf = ({ interval, version }: typeof setting) =>
          `${interval}@${version ?? ''}@${cronOf(interval).next(now).getTime()}`;
        if (ensured.get(definition.name) === markOf(setting)) continue;
        // Read again under the schedule's lock, which a change of the setting takes too: the occurrence written is
        // of the setting in force, never of one a pause or a reschedule committed after the read above.
        const mark = await db.transaction(async (tx) => {
          await holdScheduleLock(tx, definition.name);
          const current = (await schedules(tx, [definition.name])).get(definition.name);
          if (!current?.enabled) return undefined;
          const at = cronOf(current.interval).next(now);
          await scheduleOccurrence(tx, definition.name, at, definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
          return markOf(current);
        });
        if (mark) ensured.set(definition.name, mark);
      } catch (error) {
        failed(`the next run of job ${definition.name} could not be scheduled`, error);
      }
    }
  };

  /**
   * Whether a schedule's occurrence claimed now is still wanted: its agent runs, and on an interval this time is one
   * of. A runner that read the setting before a pause or a reschedule may have written it after the change deleted the
   * queued ones; read after the claim, the setting is the one in force (a run on demand is no occurrence, and runs).
   */
  const stillScheduled = async (job: ClaimedJob): Promise<boolean> => {
    const at = occurrenceTime(job.key);
    if (!at) return true;
    const setting = (await schedules(db, [job.name])).get(job.name);
    if (!setting?.enabled) return false;
    try {
      return cronOf(setting.interval).matches(at);
    } catch {
      return false;
    }
  };

  const run = async (job: ClaimedJob) => {
    if (!(await stillScheduled(job))) {
      await dropJob(db, job, id);
      return;
    }
    const definition = byName.get(job.name);
    // The lease is extended while the handler runs, so a long job is not taken by another runner meanwhile.
    const heartbeat = setInterval(
      () => {
        extendLease(db, job, id, leaseSeconds).then(
          (held) => held || log(`job ${job.name} ${job.id} is no longer this runner's: its lease ran out`),
          (error: unknown) => failed(`job ${job.name} ${job.id}: the lease could not be extended`, error),
        );
      },
      (leaseSeconds * 1000) / 3,
    );
    // A job left running by stop() must not keep the process alive by its heartbeat alone.
    heartbeat.unref();
    let failure: { error: unknown } | undefined;
    try {
      if (!definition) throw new Error(`No job definition is named ${job.name} in this process`);
      await definition.run(db, job);
    } catch (error) {
      failure = { error };
    } finally {
      clearInterval(heartbeat);
    }
    // Only the handler's failure is the job's: a failure to record a success must not queue the job again.
    if (!failure) {
      if (!(await succeedJob(db, job, id))) log(`job ${job.name} ${job.id} ended after its lease ran out: not recorded`);
      return;
    }
    const message = errorText(failure.error);
    if (failure.error instanceof RetryJobAt) {
      // Turned away, not failed: queued again when the handler was told to, its attempt given back.
      if (!(await failJob(db, job, id, message, failure.error.at, { giveAttemptBack: true })))
        log(`job ${job.name} ${job.id} was turned away after its lease ran out: not recorded`);
      return;
    }
    const last = failure.error instanceof PermanentJobFailure || job.attempt >= job.maxAttempts;
    const retryAt = last ? undefined : new Date(Date.now() + backoffMs(definition?.backoff ?? DEFAULT_BACKOFF, job.attempt));
    log(`job ${job.name} ${job.id}: attempt ${job.attempt} of ${job.maxAttempts} failed${last ? ' for good' : ''}: ${message}`);
    if (!(await failJob(db, job, id, message, retryAt)))
      log(`job ${job.name} ${job.id} failed after its lease ran out: not recorded`);
  };

  /** One pass: schedules, abandoned jobs, then as many due jobs as there are free slots. */
  const look = async () => {
    await ensureSchedules();
    await failAbandonedJobs(db);
    const free = concurrency - running.size;
    if (free <= 0 || stopped) return;
    for (const job of await claimJobs(db, id, free, leaseSeconds)) {
      const done: Promise<void> = run(job)
        .catch((error: unknown) => failed(`job ${job.name} ${job.id}: its outcome could not be recorded`, error))
        .finally(() => {
          running.delete(done);
          // A slot is free: more jobs may be due.
          wake();
        });
      running.add(done);
    }
  };

  function wake() {
    if (stopped) return;
    if (pass) {
      again = true;
      return;
    }
    clearTimeout(timer);
    pass = look()
      .catch((error: unknown) => failed('looking for jobs failed', error))
      .finally(() => {
        pass = undefined;
        if (stopped) return;
        if (again) {
          again = false;
          wake();
        } else timer = setTimeout(wake, pollMs);
      });
  }

  const stopListening = listen ? await db.listen(JOBS_CHANNEL, () => wake()) : undefined;
  wake();

  let claimingStopped: Promise<void> | undefined;
  const stopClaiming = () =>
    (claimingStopped ??= (async () => {
      stopped = true;
      clearTimeout(timer);
      await stopListening?.();
      // A claim under way ends first: the jobs it took are among those running.
      await pass;
    })());

  return {
    id,
    wake,
    stopClaiming,
    async stop({ waitMs = 30_000 } = {}) {
      await stopClaiming();
      let waited: NodeJS.Timeout | undefined;
      const ended = await Promise.race([
        Promise.all(running).then(() => true),
        new Promise<false>((resolve) => (waited = setTimeout(() => resolve(false), waitMs))),
      ]);
      clearTimeout(waited);
      if (!ended) log(`stopped with ${running.size} job(s) still running: they are taken again when their lease runs out`);
    },
  };
}
