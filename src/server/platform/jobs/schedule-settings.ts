import type { Database } from '../../db/database';
import type { JobDefinition } from './job-definition';

/** What a schedule is now: when it runs (a five-field cron expression in UTC), and whether it runs at all. */
export interface ScheduleSetting {
  interval: string;
  enabled: boolean;
  /** Changes with every change of the setting (its record's update time): the runner then writes the next run again. */
  version?: string;
}

/**
 * The current settings of the schedules of the jobs `names`, read at every poll of every runner (the agent module's
 * records, docs/decisions/0051): a name it does not answer runs on no schedule.
 */
export type ReadScheduleSettings = (db: Database, names: readonly string[]) => Promise<ReadonlyMap<string, ScheduleSetting>>;

/** Without agents (the runner's own tests): each definition's schedule, always on. */
export const definitionSchedules =
  (definitions: readonly JobDefinition[]): ReadScheduleSettings =>
  async () =>
    new Map(
      definitions.flatMap((definition) =>
        definition.schedule ? [[definition.name, { interval: definition.schedule, enabled: true }] as const] : [],
      ),
    );

/**
 * The operator's schedules (JOBS_SCHEDULES) over what `read` answers: the environment's expression wins over the
 * agent's interval; whether the job runs is still its agent's.
 */
export const withOverrides =
  (read: ReadScheduleSettings, overrides: Readonly<Record<string, string>>): ReadScheduleSettings =>
  async (db, names) =>
    new Map(
      [...(await read(db, names))].map(([name, setting]) => [
        name,
        Object.hasOwn(overrides, name) ? { ...setting, interval: overrides[name]! } : setting,
      ]),
    );
