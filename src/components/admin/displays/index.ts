import { recordLabel, type NumberedEntity } from '@/shared/admin/format';
import type { Language } from '@/shared/languages';
import type { AdminDisplayName } from '@/shared/registry/types';
import type { Row } from '../entity-api';
import { agentAgentsDisplay } from './agent/agents-display';
import { billingSubscriptionsDisplay } from './billing/subscriptions-display';
import { crmRequestsDisplay } from './crm/requests-display';
import type { EntityDisplay } from './entity-display';

/**
 * Every module display an entity's `/// @adminDisplay` may name. A Record over ADMIN_DISPLAYS, so a display the
 * generator accepts cannot lack its definition.
 */
export const ADMIN_DISPLAYS_BY_NAME: Record<AdminDisplayName, EntityDisplay> = {
  'crm.requests': crmRequestsDisplay,
  'billing.subscriptions': billingSubscriptionsDisplay,
  'agent.agents': agentAgentsDisplay,
};

/** The display of an entity, when its schema names one. */
export const displayOf = (entity: { adminDisplay?: AdminDisplayName }): EntityDisplay | undefined =>
  entity.adminDisplay ? ADMIN_DISPLAYS_BY_NAME[entity.adminDisplay] : undefined;

/**
 * How the admin names a record of `entity`: its module's label when its display gives one, else recordLabel's (by the
 * entity's word and the record's number, `numbered`, when nothing of its own names it).
 */
export const entityRecordLabel = (
  entity: { adminDisplay?: AdminDisplayName },
  row: Row,
  language: Language,
  numbered?: NumberedEntity,
): string => displayOf(entity)?.label(row, language) || recordLabel(row, language, numbered);
