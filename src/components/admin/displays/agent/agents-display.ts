import type { EntityDisplay } from '../entity-display';

/**
 * agent.agents: a schedule as the team reads it, its title, the job's name once (its slug; the admin title repeats it),
 * when it runs (the interval in words, field-kinds/cron), whether it runs, and when it last ran. The operator's
 * override and the record's dates are in its form and one click away in the columns menu.
 */
export const agentAgentsDisplay: EntityDisplay = {
  label: () => undefined,
  columns: [],
  hiddenFields: ['adminTitle', 'override', 'createdAt', 'updatedAt'],
  View: () => null,
};
