import { entityAtPath, entityOfModel } from './index';
import type { AnyEntity } from './define-entity';

/** The link rows that make a record of a `@pageContent module.plural.field` entity shown on pages. */
export interface ShownWhenNamed {
  /** The link entity's table and the column that names the record. */
  table: string;
  column: string;
  /** The link's columns naming `@publicWhenPublished` records: only a link to a published one shows (a subject's profiles). */
  published: { column: string; entity: AnyEntity }[];
}

/**
 * Where the rows are that make `entity`'s records shown on pages (a subject's links to public profiles), or undefined
 * when every record is. Throws when the annotation names no relation to the entity: a schema mistake, caught by tests.
 */
export function shownWhenNamed(entity: AnyEntity): ShownWhenNamed | undefined {
  if (!entity.shownWhenNamedBy) return undefined;
  const [module, plural, fieldName] = entity.shownWhenNamedBy.split('.');
  const link = entityAtPath(`/api/${module}/${plural}`);
  const field = link?.fieldsByName.get(fieldName!);
  if (!link || field?.relation?.model !== entity.model)
    throw new Error(`${entity.model}: @pageContent ${entity.shownWhenNamedBy} names no field of a relation to it`);
  const published = link.fields.flatMap((other) => {
    const shower = other !== field && other.relation ? entityOfModel(other.relation.model) : undefined;
    return shower?.publicWhenPublished ? [{ column: other.column, entity: shower }] : [];
  });
  return { table: link.table, column: field.column, published };
}
