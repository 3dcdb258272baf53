import { DAY_MS } from '../../../shared/utc-day';
import type { JobDefinition } from './job-definition';
import { deleteFinishedJobs } from './jobs.service';

/** Daily: finished jobs (succeeded or failed) are read in the admin for `keepDays`, then deleted. */
export const cleanUpJobs = (keepDays: number): JobDefinition => ({
  name: 'host.clean-up-jobs',
  title: { ru: 'Очистка журнала задач', en: 'Clean up the job log' },
  schedule: '23 3 * * *',
  run: async (db) => {
    await deleteFinishedJobs(db, new Date(Date.now() - keepDays * DAY_MS));
  },
});
