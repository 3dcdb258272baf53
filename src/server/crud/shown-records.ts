import { quote } from '../db/sql';
import type { AnyEntity } from '../../shared/registry/define-entity';
import { entities, entityOfModel } from '../../shared/registry';
import { PUBLIC_VISIBILITY } from '../../shared/registry/visibility';

/** A relation entity's foreign key to a `@publicWhenShown` entity: a row of `table` shows the record `column` names. */
interface ShowingLink {
  table: string;
  column: string;
}

/**
 * The relation entities through which a public record shows a record of `entity`: public ones whose every other
 * relation leads to a public entity (a product's pictures, a page's widgets' files; not an order's receipt).
 */
export function showingLinks(entity: AnyEntity): ShowingLink[] {
  return entities.flatMap((link) => {
    if (!link.publiclyReadable || link.publicWhenShown) return [];
    const towards = link.fields.filter((field) => field.relation?.model === entity.model);
    const others = link.fields.filter((field) => field.relation && field.relation.model !== entity.model);
    if (!towards.length || !others.every((field) => entityOfModel(field.relation!.model)?.publiclyReadable)) return [];
    return towards.map((field) => ({ table: link.table, column: field.column }));
  });
}

const conditions = new Map<AnyEntity, string>();

/**
 * SQL that holds for the records of a `@publicWhenShown` entity anyone may read: those whose `visibility` is public or
 * that a public record shows. Written over the entity's own table, unaliased: `FROM "FileStorageFile" WHERE …`.
 */
export function shownCondition(entity: AnyEntity): string {
  let condition = conditions.get(entity);
  if (condition === undefined) {
    const table = quote(entity.table);
    const shown = showingLinks(entity).map(
      ({ table: link, column }) => `EXISTS (SELECT 1 FROM ${quote(link)} WHERE ${quote(link)}.${quote(column)} = ${table}."id")`,
    );
    const visibility = quote(entity.fieldsByName.get('visibility')?.column ?? 'visibility');
    condition = `(${[`${table}.${visibility} = '${PUBLIC_VISIBILITY}'`, ...shown].join(' OR ')})`;
    conditions.set(entity, condition);
  }
  return condition;
}

/** Which records a read answers: all of them (a permitting role), or those anyone may read (`@publicWhenShown`). */
export type RecordScope = 'all' | 'shown';
