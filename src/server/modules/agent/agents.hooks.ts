import type { EntityWriteHooks, ModuleWriteHooks } from '../../crud/write-hooks';
import { badRequest } from '../../errors';
import { checkCron } from '../../platform/jobs/cron-expression';
import { dropQueuedOccurrences } from '../../platform/jobs/jobs.service';
import type { AgentAgentRecord } from '../../../shared/registry/generated/agent';

/** Refuses an interval that is not five-field cron, or never comes round: a 400 naming it, nothing written. */
function refuseBadInterval(interval: string, fieldPrefix: string): void {
  try {
    checkCron(interval);
  } catch (error) {
    const message = `${fieldPrefix}interval: ${error instanceof Error ? error.message : String(error)}`;
    throw badRequest(message, [{ field: `${fieldPrefix}interval`, message, code: 'invalid_cron' }]);
  }
}

/**
 * An agent's interval is read as cron by every generic update (REST, the admin, bulk; only the product creates agents,
 * docs/decisions/0055); its slug is its job's name and stays. A pause, a new interval or a deletion takes the queued runs of the old schedule away in the same transaction,
 * so no server runs one after it commits; the runners, woken, write the next one by the new setting.
 */
const agentRecordHooks: EntityWriteHooks<AgentAgentRecord> = {
  beforeUpdate({ old, data, fieldPrefix }) {
    if (data.interval !== undefined) refuseBadInterval(data.interval, fieldPrefix);
    if (data.slug !== undefined && data.slug !== old.slug) {
      const message = `${fieldPrefix}slug: an agent's slug is the name of its job (${old.slug}): it cannot change`;
      throw badRequest(message, [{ field: `${fieldPrefix}slug`, message, code: 'fixed_value' }]);
    }
  },
  async afterUpdate({ tx, old, record }) {
    if (old.enabled !== record.enabled || old.interval !== record.interval) await dropQueuedOccurrences(tx, old.slug);
  },
  async afterDelete({ tx, old }) {
    await dropQueuedOccurrences(tx, old.slug);
  },
};

/** The agent module's rules on the generic writes of its entities. */
export const agentWriteHooks: ModuleWriteHooks<'agent'> = { 'agent.agents': agentRecordHooks };
