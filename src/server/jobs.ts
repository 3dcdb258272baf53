import { moduleJobs } from './modules';
import type { ContextDependencies } from './platform/context/context';
import { cleanUpJobs } from './platform/jobs/clean-up-jobs';
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
  const definitions = [...moduleJobs({ ...dependencies, environment }), cleanUpJobs(settings.keepDays)];
  const runner = await startJobRunner(dependencies.db, definitions, settings);
  return () => runner.stop();
}
