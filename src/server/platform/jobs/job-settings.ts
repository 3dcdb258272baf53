import { wholeNumberSetting, type Environment } from '../settings/whole-number';
import type { JobRunnerOptions } from './job-runner';

const DEFAULT_JOBS_CONCURRENCY = 2;
const DEFAULT_JOBS_POLL_SECONDS = 5;
const DEFAULT_JOBS_KEEP_DAYS = 14;

interface JobSettings {
  /** JOBS_CONCURRENCY: jobs this process runs at once; 0: it runs none (other processes do). */
  concurrency: number;
  /** JOBS_POLL_SECONDS: how often the runner looks for due jobs it was not woken for. */
  pollMs: number;
  /** JOBS_KEEP_DAYS: days a finished job stays readable in the admin before host.clean-up-jobs deletes it. */
  keepDays: number;
  /**
   * JOBS_SCHEDULES: schedules set by the operator, by job name (`rbac.clean-up=0 * * * *; …`): they win over the
   * intervals of the jobs' agents (docs/decisions/0051).
   */
  overrides: Readonly<Record<string, string>>;
}

/** `name=cron` pairs separated by `;`; a pair without `=` is a mistake worth stopping the start for. */
function schedulesOf(text: string | undefined): Record<string, string> {
  const pairs = (text ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean);
  return Object.fromEntries(
    pairs.map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new Error(`JOBS_SCHEDULES: "${pair}" is not job.name=cron expression`);
      return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    }),
  );
}

export function jobSettingsFromEnvironment(
  environment: Environment = process.env,
): JobSettings & Omit<JobRunnerOptions, 'schedules'> {
  return {
    concurrency: wholeNumberSetting(environment, 'JOBS_CONCURRENCY', DEFAULT_JOBS_CONCURRENCY),
    pollMs: wholeNumberSetting(environment, 'JOBS_POLL_SECONDS', DEFAULT_JOBS_POLL_SECONDS, 1) * 1000,
    keepDays: wholeNumberSetting(environment, 'JOBS_KEEP_DAYS', DEFAULT_JOBS_KEEP_DAYS, 1),
    overrides: schedulesOf(environment.JOBS_SCHEDULES),
  };
}
