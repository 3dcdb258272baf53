import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import type { JobDefinition } from '../../platform/jobs/job-definition';
import { enqueueJob, jobRunsOf, type JobRun } from '../../platform/jobs/jobs.service';
import type { ReadScheduleSettings } from '../../platform/jobs/schedule-settings';

/**
 * The agents are the product's schedules (docs/decisions/0051): one per job definition with a schedule, its slug the
 * job's name. The product writes them at each start; the team changes `interval` and `enabled` in the admin.
 */

/**
 * Writes one agent per scheduled definition: a new one with the definition's schedule, enabled; an existing one keeps
 * the interval and enabled flag the team gave it, and takes the job's title and the operator's override
 * (JOBS_SCHEDULES) of this start. An agent whose job this process does not know is kept, never deleted: during a
 * rolling deploy an older process starts beside newer ones, and deleting a newer job's agent would lose the team's
 * interval and pause. Its runner simply runs no job it does not know (docs/decisions/0055).
 */
export async function writeAgents(
  db: Database,
  definitions: readonly JobDefinition[],
  overrides: Readonly<Record<string, string>>,
): Promise<void> {
  const scheduled = definitions.filter((definition) => definition.schedule);
  await db.transaction(async (tx) => {
    for (const { name, schedule, title } of scheduled)
      // updatedAt moves only when something changed: the runners write the next run again when it does.
      await tx.query(
        `INSERT INTO "AgentAgent" ("id", "title", "adminTitle", "slug", "interval", "override")
         VALUES ($1, $2::jsonb, $3, $3, $4, $5)
         ON CONFLICT ("slug") DO UPDATE SET "title" = EXCLUDED."title", "override" = EXCLUDED."override", "updatedAt" = now()
         WHERE "AgentAgent"."title" IS DISTINCT FROM EXCLUDED."title"
            OR "AgentAgent"."override" IS DISTINCT FROM EXCLUDED."override"`,
        [randomUUID(), JSON.stringify(title ?? { ru: name, en: name }), name, schedule, overrides[name] ?? null],
      );
  });
}

/** The runners' view of the agents: each one's interval and whether it runs, read at every poll. */
export const agentSchedules: ReadScheduleSettings = async (db, names) => {
  const rows = await db.query<{ slug: string; interval: string; enabled: boolean; version: string }>(
    `SELECT "slug", "interval", "enabled", "updatedAt"::text AS "version" FROM "AgentAgent" WHERE "slug" = ANY($1::text[])`,
    [names],
  );
  return new Map(rows.map(({ slug, ...setting }) => [slug, setting]));
};

async function agentJob(db: Database, id: string): Promise<string> {
  const [agent] = await db.query<{ slug: string }>('SELECT "slug" FROM "AgentAgent" WHERE "id" = $1', [id]);
  if (!agent) throw notFound(`Agent ${id} not found`, 'id');
  return agent.slug;
}

/** Run now: one run of the agent's job, queued at once (a paused agent too: it is asked for, not scheduled). */
export async function runAgentNow(db: Database, id: string): Promise<{ id: string; jobId: string }> {
  const name = await agentJob(db, id);
  const job = await enqueueJob(db, name);
  return { id, jobId: job.id };
}

/** How many runs an agent's panel shows. */
const RUNS_SHOWN = 10;

/** The agent's latest runs (its next scheduled one first, while queued), with their errors. */
export async function agentRuns(db: Database, id: string): Promise<{ id: string; runs: JobRun[] }> {
  return { id, runs: await jobRunsOf(db, await agentJob(db, id), RUNS_SHOWN) };
}
