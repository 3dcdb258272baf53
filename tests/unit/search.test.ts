import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { countStatement, listStatement } from '../../src/server/crud/list-query';
import { searchExpression, searchIndexes } from '../../src/server/crud/search';
import { searchPattern } from '../../src/shared/search-pattern';
import { defineEntity } from '../../src/shared/registry/define-entity';
import { entities, entityAtPath } from '../../src/shared/registry';
import type { FieldMeta } from '../../src/shared/registry/types';

const entity = (path: string) => entityAtPath(path)!;
/** The searched texts as `column` or `column.key`. */
const searched = (path: string) =>
  entity(path).searchColumns.map(({ column, jsonKey }) => (jsonKey ? `${column}.${jsonKey}` : column));

describe('what a search looks in', () => {
  it('every text field and every language of a multilingual one', () => {
    expect(searched('/api/ecommerce/products')).toEqual([
      'variant',
      'className',
      'adminTitle',
      'slug',
      'type',
      'title.en',
      'title.ru',
      'shortDescription.en',
      'shortDescription.ru',
      'description.en',
      'description.ru',
    ]);
  });

  it('no id, relation, file or secret', () => {
    expect(searched('/api/file-storage/files')).not.toContain('file');
    expect(searched('/api/file-storage/files')).not.toContain('id');
    const identities = searched('/api/rbac/identities');
    expect(identities).toEqual(expect.arrayContaining(['email', 'account']));
    for (const secret of ['password', 'salt', 'code']) expect(identities).not.toContain(secret);
    const links = entity('/api/ecommerce/categories-to-products');
    expect(searched(links.path)).not.toContain('categoryId');
  });
});

describe('the search expression', () => {
  it('joins the texts with line breaks, every one there even when empty', () => {
    expect(searchExpression({ table: 'T', searchColumns: [{ column: 'slug' }, { column: 'title', jsonKey: 'en' }] })).toBe(
      `coalesce("slug", '') || E'\\n' || coalesce("title"->>'en', '')`,
    );
    expect(searchExpression({ table: 'T', searchColumns: [] })).toBeUndefined();
  });

  it('takes %, _ and \\ of the text literally', () => {
    expect(searchPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('is the one the list and count test, besides the id', () => {
    const products = entity('/api/ecommerce/products');
    const { sql, params } = listStatement(products, { search: 'lamp', limit: 25, offset: 0 });
    expect(sql).toContain(` WHERE (${searchExpression(products)} ILIKE $1::text OR "id" = $2::text) ORDER BY`);
    expect(params.slice(0, 2)).toEqual(['%lamp%', 'lamp']);
    const filtered = countStatement(products, {
      search: 'lamp',
      filters: { and: [{ column: 'type', method: 'eq', value: 'one_off' }] },
    });
    expect(filtered.sql).toContain(
      `WHERE "type" = $1::text AND (${searchExpression(products)} ILIKE $2::text OR "id" = $3::text)`,
    );
    expect(listStatement(products, { search: '', limit: 25, offset: 0 }).sql).not.toContain('WHERE');
  });

  it('finds a record of an entity with no text to search by its id alone', () => {
    const id: FieldMeta = {
      name: 'id',
      column: 'id',
      type: 'string',
      input: 'text',
      required: false,
      nullable: false,
      unique: true,
      multilingual: false,
      secret: false,
      readOnly: true,
    };
    const bare = defineEntity<{ id: string }>()({
      module: 'host',
      model: 'Bare',
      table: 'Bare',
      plural: 'bares',
      variants: [],
      publiclyReadable: false,
      shownOnPages: false,
      fields: [id, { ...id, name: 'count', column: 'count', type: 'int', input: 'number', unique: false, readOnly: false }],
      create: z.strictObject({}),
      update: z.strictObject({}),
    });
    expect(bare.searchColumns).toEqual([]);
    const { sql, params } = countStatement(bare, { search: 'abc' });
    expect(sql).toBe('SELECT count(*)::int AS "count" FROM "Bare" WHERE "id" = $1::text');
    expect(params).toEqual(['abc']);
    expect(searchIndexes([bare])).toEqual([]);
  });
});

describe('the search indexes', () => {
  it("one per entity with text of its own to search, named after its table within PostgreSQL's 63 bytes", () => {
    const indexes = searchIndexes(entities);
    const ownText = (candidate: (typeof entities)[number]) =>
      candidate.searchColumns.some(({ column }) => column !== 'variant' && column !== 'className');
    expect(indexes).toHaveLength(entities.filter(ownText).length);
    // A link table searches only the framework's texts, shared by most rows: no index, nothing for its inserts to pay.
    expect(indexes.map((index) => index.table)).not.toContain('EcommerceOrdersToProducts');
    expect(indexes.map((index) => index.table)).toContain('EcommerceOrder');
    for (const index of indexes) {
      expect(index.name).toBe(`${index.table}_search_idx`);
      expect(Buffer.byteLength(index.name)).toBeLessThanOrEqual(63);
      expect(index.sql).toMatch(
        new RegExp(`^CREATE INDEX "${index.name}" ON "${index.table}" USING gin \\(\\(.+\\) gin_trgm_ops\\);$`),
      );
    }
  });
});
