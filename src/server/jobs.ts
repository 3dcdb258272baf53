import { moduleJobs } from './modules';
import type { ContextDependencies } from './platform/context/context';
import { cleanUpJobs } from './platform/jobs/clean-up-jobs';
import { nextOccurrence, parseCron } from './platform/jobs/cron';
import type { JobDefinition } from './platform/jobs/job-definition';
import { startJobRunner, type JobRunner } from './platform/jobs/job-runner';
import { jobSettingsFromEnvironment } from './platform/jobs/job-settings';
import type { Environment } from './platform/settings/whole-number';

/** This process's part in running jobs: a runner, or nothing with JOBS_CONCURRENCY=0. */
export type Jobs = Pick<JobRunner, 'stopClaiming' | 'stop'>;

/**
 * Starts this server process's job runner on its database (after the migrations: it needs HostJob) with every
 * module's jobs and the runner's own clean-up, configured by JOBS_* (job-settings.ts). With JOBS_CONCURRENCY=0 this
 * process runs no jobs, but the settings are still read, so that a mistake in them stops every process's start alike.
 */
export async function startJobs(
  dependencies: Pick<ContextDependencies, 'db' | 'mailer' | 'storage' | 'tokens' | 'siteUrl'>,
  environment: Environment = process.env,
): Promise<Jobs> {
  const settings = jobSettingsFromEnvironment(environment);
  const definitions = withSchedules(
    [...moduleJobs({ ...dependencies, environment }), cleanUpJobs(settings.keepDays)],
    settings.schedules,
  );
  if (settings.concurrency === 0) return { stopClaiming: () => Promise.resolve(), stop: () => Promise.resolve() };
  return startJobRunner(dependencies.db, definitions, settings);
}

/**
 * The definitions with the operator's schedules (JOBS_SCHEDULES) in place of their own: a name no job has, or an
 * expression that is not cron or never comes round (`0 0 30 2 *`), stops the start, rather than a clean-up silently
 * never running.
 */
export function withSchedules(
  definitions: readonly JobDefinition[],
  schedules: Readonly<Record<string, string>>,
): JobDefinition[] {
  for (const [name, schedule] of Object.entries(schedules)) {
    if (!definitions.some((definition) => definition.name === name))
      throw new Error(`JOBS_SCHEDULES: no job is named ${name} (${definitions.map((definition) => definition.name).join(', ')})`);
    try {
      nextOccurrence(parseCron(schedule), new Date());
    } catch (error) {
      throw new Error(`JOBS_SCHEDULES: ${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  return definitions.map((definition) =>
    definition.name in schedules ? { ...definition, schedule: schedules[definition.name] } : definition,
  );
}
