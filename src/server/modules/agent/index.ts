import { agentsProcedures } from './agents.procedures';

/** The agent module's own procedures, merged by the app router beside each entity's generic ones. */
export const agentProcedures = {
  agents: agentsProcedures,
};

export { agentComputedColumns } from './agent-columns';
export { agentWriteHooks } from './agents.hooks';
export { agentSchedules, writeAgents } from './agents.service';
