import { agentSchedules, moduleJobs, writeAgents } from './modules';
import type { ContextDependencies } from './platform/context/context';
import { cleanUpJobs } from './platform/jobs/clean-up-jobs';
import { checkCron } from './platform/jobs/cron-expression';
import type { JobDefinition } from './platform/jobs/job-definition';
import { startJobRunner, type JobRunner } from './platform/jobs/job-runner';
import { jobSettingsFromEnvironment } from './platform/jobs/job-settings';
import { withOverrides } from './platform/jobs/schedule-settings';
import type { Environment } from './platform/settings/whole-number';

/** This process's part in running jobs: a runner, or nothing with JOBS_CONCURRENCY=0. */
export type Jobs = Pick<JobRunner, 'stopClaiming' | 'stop'>;

/** This process's job runner, its settings read and its jobs defined, not started yet. */
export interface PreparedJobs {
  /** Starts the runner (it claims due jobs from now on): once the server listens, never before. */
  start(): Promise<Jobs>;
}

/**
 * Reads the JOBS_* settings (job-settings.ts) and defines every module's jobs and the runner's own clean-up, without
 * starting anything: a mistake in the settings stops the start before the server listens, while the runner itself
 * starts only once it does (a process that cannot serve must not claim jobs either). With JOBS_CONCURRENCY=0 this
 * process runs no jobs, but the settings are still read, so that a mistake in them stops every process's start alike.
 * The start writes the agents (one per scheduled job, docs/decisions/0051), whose intervals and pauses the runner
 * follows, JOBS_SCHEDULES winning over an agent's interval.
 */
export function prepareJobs(
  dependencies: Pick<ContextDependencies, 'db' | 'mailer' | 'telegram' | 'storage' | 'tokens' | 'siteUrl'>,
  environment: Environment = process.env,
): PreparedJobs {
  const { overrides, ...settings } = jobSettingsFromEnvironment(environment);
  const definitions = withOverriddenSchedules(
    [...moduleJobs({ ...dependencies, environment }), cleanUpJobs(settings.keepDays)],
    overrides,
  );
  return {
    start: async () => {
      await writeAgents(dependencies.db, definitions, overrides);
      return settings.concurrency === 0
        ? { stopClaiming: () => Promise.resolve(), stop: () => Promise.resolve() }
        : startJobRunner(dependencies.db, definitions, { ...settings, schedules: withOverrides(agentSchedules, overrides) });
    },
  };
}

/** Starts this server process's job runner on its database (after the migrations: it needs HostJob): prepareJobs, then start. */
export const startJobs = async (
  dependencies: Pick<ContextDependencies, 'db' | 'mailer' | 'telegram' | 'storage' | 'tokens' | 'siteUrl'>,
  environment: Environment = process.env,
): Promise<Jobs> => prepareJobs(dependencies, environment).start();

/**
 * Checks the operator's schedules (JOBS_SCHEDULES): a name no job has, or an expression that is not cron or never
 * comes round (`0 0 30 2 *`), stops the start, rather than a clean-up silently never running. A job without a schedule
 * of its own that the operator schedules gets one (and so an agent); the runner reads the override over the agent's
 * interval at every poll.
 */
export function withOverriddenSchedules(
  definitions: readonly JobDefinition[],
  overrides: Readonly<Record<string, string>>,
): JobDefinition[] {
  for (const [name, schedule] of Object.entries(overrides)) {
    if (!definitions.some((definition) => definition.name === name))
      throw new Error(`JOBS_SCHEDULES: no job is named ${name} (${definitions.map((definition) => definition.name).join(', ')})`);
    try {
      checkCron(schedule);
    } catch (error) {
      throw new Error(`JOBS_SCHEDULES: ${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  return definitions.map((definition) =>
    !definition.schedule && Object.hasOwn(overrides, definition.name)
      ? { ...definition, schedule: overrides[definition.name] }
      : definition,
  );
}
