import 'server-only';
import { summaryOf, type EntitySummary } from '@/shared/admin/entity-summary';
import { entities } from '@/shared/registry';

/** Every entity's summary, module by module in schema order; each names the entities that point at it. */
export const entitySummaries: readonly EntitySummary[] = entities.map((entity) =>
  summaryOf(
    entity,
    entities.flatMap((other) =>
      other.fields
        .filter((field) => field.relation?.model === entity.model && !field.secret)
        .map((field) => ({ path: other.path, field: field.name })),
    ),
  ),
);
