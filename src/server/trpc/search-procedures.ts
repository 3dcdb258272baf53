import { z } from 'zod';
import { computedSqlOf, type AllComputedColumnsSql } from '../crud/computed-columns';
import { searchEverywhereStatement } from '../crud/search';
import { callerMayUse } from '../platform/procedures/access';
import { signedInProcedure } from '../platform/procedures/init';
import { entityAtPath } from '../../shared/registry';
import { registry } from '../../shared/registry/generated';
import type { AnyEntity } from '../../shared/registry/define-entity';
import { SEARCH_MAX_LENGTH } from '../../shared/registry/search-fields';

/** Most records of one entity a search across entities answers. */
export const SEARCH_PER_ENTITY = 5;
/** Most records a search across entities answers in all. */
export const SEARCH_RECORDS_LIMIT = 30;

const entities = Object.values(registry).flatMap((module) => Object.values(module) as AnyEntity[]);

const input = z.strictObject({
  text: z
    .string({ error: 'text is required' })
    .trim()
    .min(1, 'text is required')
    .max(SEARCH_MAX_LENGTH, `text may hold at most ${SEARCH_MAX_LENGTH} characters`),
});

const output = z.array(
  z.object({
    /** The entity's path, `/api/ecommerce/products`. */
    path: z.string(),
    id: z.string(),
    /** The record's label fields it has: title, name, adminTitle, slug, url, email. */
    record: z.record(z.string(), z.unknown()),
  }),
);

/**
 * A search across every entity the caller may list (their roles permit its list route): records whose title, name,
 * admin title, slug, url or email holds the text, or whose id it is, through each entity's trigram index, in one
 * statement, and people by their email (`computed`: the modules' computed columns). The admin's command palette finds
 * records with it from anywhere.
 */
export const searchProcedures = (computed: AllComputedColumnsSql) => ({
  records: signedInProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/search/records',
        summary: `Finds records of every entity the caller may list by title, name, admin title, slug, url, email or id (at most ${SEARCH_PER_ENTITY} of each, ${SEARCH_RECORDS_LIMIT} in all)`,
      },
    })
    .input(input)
    .output(output)
    .query(async ({ ctx, input: { text } }) => {
      const permitted = await Promise.all(entities.map((entity) => callerMayUse(ctx, [{ method: 'GET', path: entity.path }])));
      const statement = searchEverywhereStatement(
        entities.filter((_, index) => permitted[index]),
        text,
        SEARCH_PER_ENTITY,
        (path) => {
          const entity = entityAtPath(path);
          return entity && computedSqlOf(computed, entity);
        },
      );
      if (!statement) return [];
      const rows = await ctx.db.query<{ path: string; id: string; record: Record<string, unknown> }>(
        statement.sql,
        statement.params,
      );
      return rows.slice(0, SEARCH_RECORDS_LIMIT);
    }),
});
