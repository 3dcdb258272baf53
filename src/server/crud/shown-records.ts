import { quote } from '../db/sql';
import type { AnyEntity } from '../../shared/registry/define-entity';
import { entities, entityOfModel } from '../../shared/registry';
import { PUBLIC_VISIBILITY, PUBLISHED_STATUS } from '../../shared/registry/visibility';

/** A relation entity's foreign key to a `@publicWhenShown` entity: a row of `table` shows the record `column` names. */
interface ShowingLink {
  table: string;
  column: string;
  /** The link's relations to `@publicWhenPublished` entities: a draft article shows no file. */
  published: { column: string; entity: AnyEntity }[];
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
    const published = others.flatMap((field) => {
      const other = entityOfModel(field.relation!.model);
      return other?.publicWhenPublished ? [{ column: field.column, entity: other }] : [];
    });
    return towards.map((field) => ({ table: link.table, column: field.column, published }));
  });
}

const conditions = new Map<AnyEntity, string>();

/** Whether anyone reads only some of the entity's records (`@publicWhenShown`, `@publicWhenPublished`). */
export const readBySome = (entity: AnyEntity): boolean => Boolean(entity.publicWhenShown || entity.publicWhenPublished);

/**
 * SQL that holds for the published records of a `@publicWhenPublished` entity, over `table` (its name or an alias,
 * quoted); none for another entity.
 */
export function publishedCondition(entity: AnyEntity, table = quote(entity.table)): string | undefined {
  if (!entity.publicWhenPublished) return undefined;
  return `${table}.${quote(entity.fieldsByName.get('status')?.column ?? 'status')} = '${PUBLISHED_STATUS}'`;
}

/**
 * SQL that holds for the records anyone may read: of a `@publicWhenShown` entity those whose `visibility` is public or
 * that a public record shows, of a `@publicWhenPublished` one the published. Written over the entity's own table,
 * unaliased: `FROM "FileStorageFile" WHERE …`.
 */
export function shownCondition(entity: AnyEntity): string {
  const published = publishedCondition(entity);
  if (published) return `(${published})`;
  let condition = conditions.get(entity);
  if (condition === undefined) {
    const table = quote(entity.table);
    const shown = showingLinks(entity).map(({ table: link, column, published }) => {
      const showing = published.map(
        ({ column: other, entity: shower }, index) =>
          ` AND EXISTS (SELECT 1 FROM ${quote(shower.table)} AS "shower${index}" WHERE "shower${index}"."id" = ${quote(link)}.${quote(other)} AND ${publishedCondition(shower, `"shower${index}"`)})`,
      );
      return `EXISTS (SELECT 1 FROM ${quote(link)} WHERE ${quote(link)}.${quote(column)} = ${table}."id"${showing.join('')})`;
    });
    const visibility = quote(entity.fieldsByName.get('visibility')?.column ?? 'visibility');
    condition = `(${[`${table}.${visibility} = '${PUBLIC_VISIBILITY}'`, ...shown].join(' OR ')})`;
    conditions.set(entity, condition);
  }
  return condition;
}

/** Which records a read answers: all of them (a permitting role), or those anyone may read (readBySome). */
export type RecordScope = 'all' | 'shown';
