import type { EntityWriteHooks, ModuleWriteHooks } from '../../crud/write-hooks';
import { badRequest } from '../../errors';
import type { HostWidgetsToExternalWidgetsRecord } from '../../../shared/registry/generated/host';

/**
 * Modules whose widgets the public site never draws: an agent is one of the team's schedules, nothing a visitor reads.
 * Placing one on a page would leave an empty box, so the write is refused.
 */
const NOT_PUBLIC_MODULES: ReadonlySet<string> = new Set(['agent']);

function refuseNotPublic(externalModule: string | undefined, fieldPrefix: string): void {
  if (externalModule === undefined || !NOT_PUBLIC_MODULES.has(externalModule)) return;
  const field = `${fieldPrefix}externalModule`;
  const message = `${externalModule} widgets are not shown on the public site: a host widget cannot embed one`;
  throw badRequest(message, [{ field, message: `${field}: ${message}`, code: 'agent_not_public' }]);
}

/** A host widget embeds only widgets the public site draws, whichever generic write (REST, tRPC, bulk, admin) places it. */
const externalWidgetWriteHooks: EntityWriteHooks<HostWidgetsToExternalWidgetsRecord> = {
  beforeCreate({ data, fieldPrefix }) {
    refuseNotPublic(data.externalModule, fieldPrefix);
  },
  beforeUpdate({ data, fieldPrefix }) {
    refuseNotPublic(data.externalModule, fieldPrefix);
  },
};

/** The host module's rules on the generic writes of its entities. */
export const hostWriteHooks: ModuleWriteHooks<'host'> = { 'host.widgetsToExternalWidgets': externalWidgetWriteHooks };
