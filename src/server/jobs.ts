import { moduleJobs } from './modules';
import type { ContextDependencies } from './platform/context/context';
import { cleanUpJobs } from './platform/jobs/clean-up-jobs';
import { parseCron } from './platform/jobs/cron';
import type { JobDefinition } from './platform/jobs/job-definition';
import { startJobRunner } from './platform/jobs/job-runner';
import { jobSettingsFromEnvironment } from './platform/jobs/job-settings';

/**
 * Starts this server process's job runner on its database (after the migrations: it needs HostJob) with every
 * module's jobs and the runner's own clean-up, configured by JOBS_* (job-settings.ts). Answers its stop, which stops
 * claiming and resolves once the jobs running here have ended; with JOBS_CONCURRENCY=0 this process runs no jobs.
 */
export async function startJobs(
  dependencies: Pick<ContextDependencies, 'db' | 'mailer' | 'tokens'>,
  environment: Readonly<Record<string, string | undefined>> = process.env,
): Promise<() => Promise<void>> {
  const settings = jobSettingsFromEnvironment(environment);
  if (settings.concurrency === 0) return () => Promise.resolve();
  const definitions = withSchedules(
    [...moduleJobs({ ...dependencies, environment }), cleanUpJobs(settings.keepDays)],
    settings.schedules,
  );
  const runner = await startJobRunner(dependencies.db, definitions, settings);
  return () => runner.stop();
}

/**
 * The definitions with the operator's schedules (JOBS_SCHEDULES) in place of their own: a name no job has or an
 * expression that is not cron stops the start, rather than a clean-up silently never running.
 */
export function withSchedules(
  definitions: readonly JobDefinition[],
  schedules: Readonly<Record<string, string>>,
): JobDefinition[] {
  for (const [name, schedule] of Object.entries(schedules)) {
    if (!definitions.some((definition) => definition.name === name))
      throw new Error(`JOBS_SCHEDULES: no job is named ${name} (${definitions.map((definition) => definition.name).join(', ')})`);
    parseCron(schedule);
  }
  return definitions.map((definition) =>
    definition.name in schedules ? { ...definition, schedule: schedules[definition.name] } : definition,
  );
}
