import type { Database } from '../../src/server/db/database';
import type { JobDefinition } from '../../src/server/platform/jobs/job-definition';

/**
 * Runs the queued jobs of `definition`'s name as a runner would (the test server runs none), each once, and marks
 * them succeeded: what a request queued for later (an order's status message) is then written.
 */
export async function runQueuedJobs(db: Database, definition: JobDefinition): Promise<number> {
  const queued = await db.query<{ id: string; payload: unknown; maxAttempts: number }>(
    `UPDATE "HostJob" SET "state" = 'running', "attempts" = "attempts" + 1
      WHERE "name" = $1 AND "state" = 'queued' RETURNING "id", "payload", "maxAttempts"`,
    [definition.name],
  );
  for (const job of queued) {
    await definition.run(db, {
      id: job.id,
      name: definition.name,
      payload: job.payload,
      attempt: 1,
      maxAttempts: job.maxAttempts,
    });
    await db.query(`UPDATE "HostJob" SET "state" = 'succeeded', "finishedAt" = now() WHERE "id" = $1`, [job.id]);
  }
  return queued.length;
}
