import type { ComputedColumnsSql } from '../../crud/computed-columns';
import { lastFinishedSql } from '../../platform/jobs/jobs.service';

/** What the admin's table shows of each agent beyond its columns: when its job last ran (its slug is the job's name). */
export const agentComputedColumns = {
  '/api/agent/agents': { lastRun: (row) => lastFinishedSql(`${row}."slug"`) },
} satisfies ComputedColumnsSql;
