import 'server-only';
import type { EntitySummary } from '@/shared/admin/entity-summary';
import { entities } from '@/shared/registry';

/** Every entity's summary, module by module in schema order; each names the entities that point at it. */
export const entitySummaries: readonly EntitySummary[] = entities.map((entity) => ({
  path: entity.path,
  module: entity.module,
  plural: entity.plural,
  model: entity.model,
  ...(entity.menu && { menu: entity.menu }),
  reverseRelations: entities.flatMap((other) =>
    other.fields
      .filter((field) => field.relation?.model === entity.model && !field.secret)
      .map((field) => ({ path: other.path, field: field.name })),
  ),
}));
