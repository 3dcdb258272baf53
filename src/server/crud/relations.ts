import type { Database } from '../db/database';
import type { ErrorCause } from '../errors';
import type { Entity } from '../../shared/registry/define-entity';
import { entityOfModel } from '../../shared/registry';
import { quote } from '../db/sql';

/**
 * Every relation id in `items` that names no record, each with its field: the database would stop at the
 * first one. One query per relation field, whatever the number of items.
 */
export async function missingRelations(
  db: Database,
  entity: Entity,
  items: { fieldPrefix: string; data: Record<string, unknown> }[],
) {
  const causes: ErrorCause[] = [];
  for (const field of entity.fields) {
    const target = field.relation && entityOfModel(field.relation.model);
    const ids = [...new Set(items.map((item) => item.data[field.name]).filter((id): id is string => typeof id === 'string'))];
    if (!target || !ids.length) continue;
    const placeholders = ids.map((_, index) => `$${index + 1}`).join(', ');
    const found = await db.query<{ id: string }>(`SELECT "id" FROM ${quote(target.table)} WHERE "id" IN (${placeholders})`, ids);
    const existing = new Set(found.map((row) => row.id));
    for (const item of items) {
      const id = item.data[field.name];
      if (typeof id === 'string' && !existing.has(id)) {
        const name = item.fieldPrefix + field.name;
        causes.push({
          field: name,
          message: `${name}: no ${target.module} ${target.plural} record has the id ${id}`,
          code: 'not_found',
        });
      }
    }
  }
  return causes;
}
