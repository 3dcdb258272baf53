import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTER_METHODS, MAX_PAGE_SIZE } from '../../src/shared/registry/list-input';
import { createApiClient } from '../../src/lib/trpc/client';
import { entityAt } from '../helpers/records';
import { json, startTestServer, type TestServer } from '../helpers/server';

type Row = Record<string, unknown> & { id: string };

interface Condition {
  column: string;
  method: string;
  value?: string | string[];
}

interface Query {
  and?: Condition[];
  or?: Condition[];
  orderBy?: [column: string, method?: 'asc' | 'desc'][];
  limit?: number | string;
  offset?: number | string;
}

/** A bracket query string: lists as `value[0]=…&value[1]=…`, every value URL-encoded. */
function bracketQuery({ and, or, orderBy, limit, offset }: Query): string {
  const parts: string[] = [];
  const add = (key: string, value: string | number) => parts.push(`${key}=${encodeURIComponent(value)}`);
  for (const [group, conditions] of [['and', and] as const, ['or', or] as const]) {
    conditions?.forEach(({ column, method, value }, index) => {
      const prefix = `filters[${group}][${index}]`;
      add(`${prefix}[column]`, column);
      add(`${prefix}[method]`, method);
      if (Array.isArray(value)) value.forEach((item, position) => add(`${prefix}[value][${position}]`, item));
      else if (value !== undefined) add(`${prefix}[value]`, value);
    });
  }
  orderBy?.forEach(([column, method], index) => {
    add(`orderBy[and][${index}][column]`, column);
    if (method) add(`orderBy[and][${index}][method]`, method);
  });
  if (limit !== undefined) add('limit', limit);
  if (offset !== undefined) add('offset', offset);
  return parts.join('&');
}

let server: TestServer;

async function get(path: string): Promise<{ status: number; body: { data: unknown; cause?: unknown } }> {
  const response = await server.request(path);
  return { status: response.status, body: (await response.json()) as { data: unknown; cause?: unknown } };
}

/** The records a GET with this query string returns, in order. */
async function list(path: string, query: string): Promise<Row[]> {
  const { status, body } = await get(`${path}?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as Row[];
}

async function count(path: string, query: string): Promise<number> {
  const { status, body } = await get(`${path}/count?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as number;
}

/** GETs `path?query` and expects a 400 in the spec's shape naming `field`; returns the cause of that field. */
async function refused(path: string, query: string, field: string) {
  const { status, body } = await get(`${path}?${query}`);
  expect(status, JSON.stringify(body)).toBe(400);
  expect(body).toEqual({ data: expect.any(String), cause: expect.any(Array) });
  const causes = body.cause as { field?: string; message: string }[];
  const cause = causes.find((candidate) => candidate.field === field);
  expect(cause, `${field} in ${JSON.stringify(causes)}`).toMatchObject({
    field,
    message: expect.any(String),
    code: expect.any(String),
  });
  return cause!;
}

async function create(path: string, data: Record<string, unknown>): Promise<Row> {
  const response = await server.request(path, json(data));
  const body = (await response.json()) as { data: Row };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.data;
}

const products = entityAt('ecommerce', 'products').path;
const attributes = entityAt('ecommerce', 'attributes').path;
const links = entityAt('ecommerce', 'products-to-attributes').path;
const pages = entityAt('host', 'pages').path;
const identities = entityAt('rbac', 'identities').path;

const slugsOf = (rows: Row[]) => rows.map((row) => row.slug);
const sortedSlugs = (rows: Row[]) => slugsOf(rows).sort();

/** Slugs of the products that match, sorted (order is checked in its own tests). */
const productSlugs = async (query: Query) => sortedSlugs(await list(products, bracketQuery(query)));

const record = { product: {} as Record<string, Row>, attribute: {} as Record<string, Row>, link: {} as Record<string, Row> };
/** Names of the attributes that match, sorted. */
async function attributeNames(query: Query): Promise<string[]> {
  const rows = await list(attributes, bracketQuery(query));
  return rows.map((row) => Object.keys(record.attribute).find((name) => record.attribute[name]!.id === row.id)!).sort();
}
/** orderIndex of the links that match, in the order returned. */
const linkIndexes = async (query: Query) => (await list(links, bracketQuery(query))).map((row) => row.orderIndex);

beforeAll(async () => {
  server = await startTestServer();
  // Created one by one so createdAt grows with the order below.
  for (const [name, data] of [
    ['desk', { slug: 'desk-lamp', type: 'one_off', className: 'featured', title: { en: 'Desk Lamp', ru: 'Настольная лампа' } }],
    ['floor', { slug: 'floor-lamp', type: 'subscription', className: null, title: { en: 'Floor LAMP' } }],
    ['chair', { slug: 'chair', type: 'one_off', className: 'sale', title: { en: 'Chair', ru: 'Стул' } }],
    ['table', { slug: 'table', type: 'subscription', title: { ru: 'Стол' } }],
  ] as const)
    record.product[name] = await create(products, data);
  for (const [name, data] of [
    ['small', { number: 1.5, boolean: true, date: '2024-01-01', datetime: '2024-01-01T10:00:00.000Z', className: 'size' }],
    ['medium', { number: 2.5, boolean: false, date: '2024-06-15', datetime: '2024-06-15T12:30:00.000Z', string: { en: 'M' } }],
    ['large', { number: 10, boolean: true, date: '2025-03-01', datetime: '2025-03-01T00:00:00.000Z' }],
    ['empty', {}],
  ] as const)
    record.attribute[name] = await create(attributes, data);
  // Not created in orderIndex order, so the default order shows.
  for (const [orderIndex, product, attribute] of [
    [3, 'desk', 'small'],
    [1, 'desk', 'medium'],
    [2, 'desk', 'large'],
    [0, 'floor', 'small'],
    [-5, 'chair', 'empty'],
  ] as const)
    record.link[orderIndex] = await create(links, {
      orderIndex,
      productId: record.product[product]!.id,
      attributeId: record.attribute[attribute]!.id,
    });
  for (const data of [
    { url: '/', title: 'Home', language: 'en' },
    { url: '/about', title: 'About us', language: 'en' },
    { url: '/o-nas', title: 'О нас', language: 'ru' },
    { url: '/odd', title: 'a&b=c+d %', language: 'de' },
  ])
    await create(pages, data);
});
afterAll(() => server.close());

describe('filters on text columns', () => {
  it('takes the documented bracket query string', async () => {
    const rows = await list(products, 'filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=chair');
    expect(rows).toEqual([record.product.chair]);
  });

  it.each<[string, Condition, string[]]>([
    ['eq', { column: 'slug', method: 'eq', value: 'chair' }, ['chair']],
    ['ne', { column: 'slug', method: 'ne', value: 'chair' }, ['desk-lamp', 'floor-lamp', 'table']],
    ['not', { column: 'slug', method: 'not', value: 'chair' }, ['desk-lamp', 'floor-lamp', 'table']],
    ['gt', { column: 'slug', method: 'gt', value: 'desk-lamp' }, ['floor-lamp', 'table']],
    ['gte', { column: 'slug', method: 'gte', value: 'desk-lamp' }, ['desk-lamp', 'floor-lamp', 'table']],
    ['lt', { column: 'slug', method: 'lt', value: 'desk-lamp' }, ['chair']],
    ['lte', { column: 'slug', method: 'lte', value: 'desk-lamp' }, ['chair', 'desk-lamp']],
    ['like', { column: 'slug', method: 'like', value: '%-lamp' }, ['desk-lamp', 'floor-lamp']],
    ['like (case-sensitive)', { column: 'slug', method: 'like', value: '%-LAMP' }, []],
    ['like with _', { column: 'slug', method: 'like', value: 't_ble' }, ['table']],
    ['ilike', { column: 'slug', method: 'ilike', value: '%-LAMP' }, ['desk-lamp', 'floor-lamp']],
    ['notLike', { column: 'slug', method: 'notLike', value: '%-lamp' }, ['chair', 'table']],
    ['notIlike', { column: 'slug', method: 'notIlike', value: 'DESK%' }, ['chair', 'floor-lamp', 'table']],
    ['inArray', { column: 'slug', method: 'inArray', value: ['chair', 'table', 'missing'] }, ['chair', 'table']],
    ['inArray of one', { column: 'slug', method: 'inArray', value: ['table'] }, ['table']],
    ['inArray of a plain value', { column: 'slug', method: 'inArray', value: 'table' }, ['table']],
    ['notInArray', { column: 'slug', method: 'notInArray', value: ['chair', 'table'] }, ['desk-lamp', 'floor-lamp']],
    ['isNull', { column: 'className', method: 'isNull' }, ['floor-lamp', 'table']],
    ['isNotNull', { column: 'className', method: 'isNotNull' }, ['chair', 'desk-lamp']],
    ['eq on a select', { column: 'type', method: 'eq', value: 'subscription' }, ['floor-lamp', 'table']],
    ['ne skips NULL (SQL <>)', { column: 'className', method: 'ne', value: 'sale' }, ['desk-lamp']],
    [
      'not keeps NULL (IS DISTINCT FROM)',
      { column: 'className', method: 'not', value: 'sale' },
      ['desk-lamp', 'floor-lamp', 'table'],
    ],
  ])('%s', async (_, condition, expected) => {
    expect(await productSlugs({ and: [condition] })).toEqual(expected);
  });

  it('reads a URL-encoded like pattern (%25lamp%25)', async () => {
    const rows = await list(
      products,
      'filters[and][0][column]=slug&filters[and][0][method]=like&filters[and][0][value]=%25lamp%25',
    );
    expect(sortedSlugs(rows)).toEqual(['desk-lamp', 'floor-lamp']);
  });

  it('reads values with &, =, + and spaces once URL-encoded, and non-Latin text', async () => {
    const odd = await list(pages, bracketQuery({ and: [{ column: 'title', method: 'eq', value: 'a&b=c+d %' }] }));
    expect(odd.map((page) => page.url)).toEqual(['/odd']);
    const russian = await list(pages, bracketQuery({ and: [{ column: 'title', method: 'eq', value: 'О нас' }] }));
    expect(russian.map((page) => page.url)).toEqual(['/o-nas']);
  });

  it('combines several and conditions', async () => {
    expect(
      await productSlugs({
        and: [
          { column: 'slug', method: 'like', value: '%lamp%' },
          { column: 'type', method: 'eq', value: 'one_off' },
        ],
      }),
    ).toEqual(['desk-lamp']);
  });

  it('filters on pages too', async () => {
    const rows = await list(
      pages,
      bracketQuery({
        and: [
          { column: 'language', method: 'inArray', value: ['en', 'ru'] },
          { column: 'url', method: 'ne', value: '/' },
        ],
        orderBy: [['url']],
      }),
    );
    expect(rows.map((page) => page.url)).toEqual(['/about', '/o-nas']);
  });
});

describe('filters on a whole JSON column', () => {
  it.each<[string, Condition, string[]]>([
    ['eq', { column: 'string', method: 'eq', value: '{"en":"M"}' }, ['medium']],
    ['eq on the default', { column: 'string', method: 'eq', value: '{}' }, ['empty', 'large', 'small']],
    ['ne', { column: 'string', method: 'ne', value: '{}' }, ['medium']],
    ['inArray', { column: 'string', method: 'inArray', value: ['{"en":"M"}', '{"en":"L"}'] }, ['medium']],
    ['like on its text', { column: 'string', method: 'like', value: '%"M"%' }, ['medium']],
  ])('%s', async (_, condition, expected) => {
    expect(await attributeNames({ and: [condition] })).toEqual(expected);
  });
});

describe('filters on a key inside a JSON column', () => {
  it.each<[string, Condition, string[]]>([
    ['eq', { column: 'title.en', method: 'eq', value: 'Chair' }, ['chair']],
    ['eq in another language', { column: 'title.ru', method: 'eq', value: 'Стул' }, ['chair']],
    ['ne', { column: 'title.en', method: 'ne', value: 'Chair' }, ['desk-lamp', 'floor-lamp']],
    ['not', { column: 'title.en', method: 'not', value: 'Chair' }, ['desk-lamp', 'floor-lamp', 'table']],
    ['gt', { column: 'title.en', method: 'gt', value: 'Desk Lamp' }, ['floor-lamp']],
    ['gte', { column: 'title.en', method: 'gte', value: 'Desk Lamp' }, ['desk-lamp', 'floor-lamp']],
    ['lt', { column: 'title.en', method: 'lt', value: 'Desk Lamp' }, ['chair']],
    ['lte', { column: 'title.en', method: 'lte', value: 'Desk Lamp' }, ['chair', 'desk-lamp']],
    ['like', { column: 'title.en', method: 'like', value: '%Lamp' }, ['desk-lamp']],
    ['ilike', { column: 'title.en', method: 'ilike', value: '%lamp' }, ['desk-lamp', 'floor-lamp']],
    ['notLike', { column: 'title.en', method: 'notLike', value: '%Lamp' }, ['chair', 'floor-lamp']],
    ['notIlike', { column: 'title.en', method: 'notIlike', value: '%lamp' }, ['chair']],
    ['inArray', { column: 'title.en', method: 'inArray', value: ['Chair', 'Floor LAMP'] }, ['chair', 'floor-lamp']],
    ['notInArray', { column: 'title.en', method: 'notInArray', value: ['Chair', 'Floor LAMP'] }, ['desk-lamp']],
    ['isNull (key missing)', { column: 'title.en', method: 'isNull' }, ['table']],
    ['isNotNull', { column: 'title.ru', method: 'isNotNull' }, ['chair', 'desk-lamp', 'table']],
    ['ilike on non-Latin text', { column: 'title.ru', method: 'ilike', value: '%ЛАМПА%' }, ['desk-lamp']],
  ])('%s', async (_, condition, expected) => {
    expect(await productSlugs({ and: [condition] })).toEqual(expected);
  });
});

describe('filters on numbers', () => {
  it.each<[string, Condition, number[]]>([
    ['eq', { column: 'orderIndex', method: 'eq', value: '2' }, [2]],
    ['eq on a negative number', { column: 'orderIndex', method: 'eq', value: '-5' }, [-5]],
    ['ne', { column: 'orderIndex', method: 'ne', value: '2' }, [-5, 0, 1, 3]],
    ['not', { column: 'orderIndex', method: 'not', value: '2' }, [-5, 0, 1, 3]],
    ['gt', { column: 'orderIndex', method: 'gt', value: '1' }, [2, 3]],
    ['gte', { column: 'orderIndex', method: 'gte', value: '1' }, [1, 2, 3]],
    ['lt', { column: 'orderIndex', method: 'lt', value: '1' }, [-5, 0]],
    ['lte', { column: 'orderIndex', method: 'lte', value: '1' }, [-5, 0, 1]],
    ['inArray', { column: 'orderIndex', method: 'inArray', value: ['0', '3', '7'] }, [0, 3]],
    ['notInArray', { column: 'orderIndex', method: 'notInArray', value: ['0', '3'] }, [-5, 1, 2]],
    ['isNotNull', { column: 'orderIndex', method: 'isNotNull' }, [-5, 0, 1, 2, 3]],
    ['isNull', { column: 'orderIndex', method: 'isNull' }, []],
    ['like on the number as text', { column: 'orderIndex', method: 'like', value: '-%' }, [-5]],
  ])('int %s', async (_, condition, expected) => {
    expect(await linkIndexes({ and: [condition] })).toEqual(expected);
  });

  it.each<[string, Condition, string[]]>([
    ['eq', { column: 'number', method: 'eq', value: '2.5' }, ['medium']],
    ['eq on a whole number', { column: 'number', method: 'eq', value: '10' }, ['large']],
    ['ne', { column: 'number', method: 'ne', value: '2.5' }, ['large', 'small']],
    ['not', { column: 'number', method: 'not', value: '2.5' }, ['empty', 'large', 'small']],
    ['gt', { column: 'number', method: 'gt', value: '2' }, ['large', 'medium']],
    ['gte', { column: 'number', method: 'gte', value: '2.5' }, ['large', 'medium']],
    ['lt', { column: 'number', method: 'lt', value: '2.5' }, ['small']],
    ['lte', { column: 'number', method: 'lte', value: '2.5' }, ['medium', 'small']],
    ['inArray', { column: 'number', method: 'inArray', value: ['1.5', '10'] }, ['large', 'small']],
    ['notInArray', { column: 'number', method: 'notInArray', value: ['1.5', '10'] }, ['medium']],
    ['isNull', { column: 'number', method: 'isNull' }, ['empty']],
    ['isNotNull', { column: 'number', method: 'isNotNull' }, ['large', 'medium', 'small']],
  ])('decimal %s', async (_, condition, expected) => {
    expect(await attributeNames({ and: [condition] })).toEqual(expected);
  });
});

describe('filters on booleans and dates', () => {
  it.each<[string, Condition, string[]]>([
    ['boolean eq true', { column: 'boolean', method: 'eq', value: 'true' }, ['large', 'small']],
    ['boolean eq false', { column: 'boolean', method: 'eq', value: 'false' }, ['medium']],
    ['boolean ne true', { column: 'boolean', method: 'ne', value: 'true' }, ['medium']],
    ['boolean not true', { column: 'boolean', method: 'not', value: 'true' }, ['empty', 'medium']],
    ['boolean inArray', { column: 'boolean', method: 'inArray', value: ['true', 'false'] }, ['large', 'medium', 'small']],
    ['boolean notInArray', { column: 'boolean', method: 'notInArray', value: ['true'] }, ['medium']],
    ['boolean isNull', { column: 'boolean', method: 'isNull' }, ['empty']],
    ['boolean isNotNull', { column: 'boolean', method: 'isNotNull' }, ['large', 'medium', 'small']],
    ['datetime eq', { column: 'datetime', method: 'eq', value: '2024-06-15T12:30:00.000Z' }, ['medium']],
    ['datetime eq in another time zone', { column: 'datetime', method: 'eq', value: '2024-06-15T15:30:00+03:00' }, ['medium']],
    ['datetime ne', { column: 'datetime', method: 'ne', value: '2024-06-15T12:30:00Z' }, ['large', 'small']],
    ['datetime not', { column: 'datetime', method: 'not', value: '2024-06-15T12:30:00Z' }, ['empty', 'large', 'small']],
    ['datetime gt', { column: 'datetime', method: 'gt', value: '2024-06-15T12:30:00Z' }, ['large']],
    ['datetime gte', { column: 'datetime', method: 'gte', value: '2024-06-15T12:30:00Z' }, ['large', 'medium']],
    ['datetime lt', { column: 'datetime', method: 'lt', value: '2024-06-15T12:30:00Z' }, ['small']],
    ['datetime lte', { column: 'datetime', method: 'lte', value: '2024-06-15T12:30:00Z' }, ['medium', 'small']],
    ['datetime lt a day', { column: 'datetime', method: 'lt', value: '2024-06-01' }, ['small']],
    [
      'datetime inArray',
      { column: 'datetime', method: 'inArray', value: ['2024-01-01T10:00:00Z', '2025-03-01T00:00:00Z'] },
      ['large', 'small'],
    ],
    ['datetime notInArray', { column: 'datetime', method: 'notInArray', value: ['2024-01-01T10:00:00Z'] }, ['large', 'medium']],
    ['datetime isNull', { column: 'datetime', method: 'isNull' }, ['empty']],
    ['date eq', { column: 'date', method: 'eq', value: '2024-06-15' }, ['medium']],
    ['date gt', { column: 'date', method: 'gt', value: '2024-06-15' }, ['large']],
    ['date lte', { column: 'date', method: 'lte', value: '2024-06-15' }, ['medium', 'small']],
    [
      'createdAt gte a past instant',
      { column: 'createdAt', method: 'gte', value: '2000-01-01T00:00:00Z' },
      ['empty', 'large', 'medium', 'small'],
    ],
    ['createdAt gt the future', { column: 'createdAt', method: 'gt', value: '2999-01-01T00:00:00Z' }, []],
  ])('%s', async (_, condition, expected) => {
    expect(await attributeNames({ and: [condition] })).toEqual(expected);
  });

  it('compares createdAt with the instant a record returned', async () => {
    const { small, medium } = record.attribute;
    expect(await attributeNames({ and: [{ column: 'createdAt', method: 'eq', value: small!.createdAt as string }] })).toContain(
      'small',
    );
    expect(await attributeNames({ and: [{ column: 'createdAt', method: 'lte', value: medium!.createdAt as string }] })).toEqual(
      expect.arrayContaining(['medium', 'small']),
    );
  });
});

describe('or groups', () => {
  it('match any of their conditions', async () => {
    expect(
      await productSlugs({
        or: [
          { column: 'slug', method: 'eq', value: 'chair' },
          { column: 'title.en', method: 'ilike', value: 'floor%' },
        ],
      }),
    ).toEqual(['chair', 'floor-lamp']);
  });

  it('are and-ed with the and conditions', async () => {
    expect(
      await productSlugs({
        and: [{ column: 'type', method: 'eq', value: 'one_off' }],
        or: [
          { column: 'slug', method: 'eq', value: 'table' },
          { column: 'className', method: 'eq', value: 'sale' },
        ],
      }),
    ).toEqual(['chair']);
  });

  it('of one condition act as that condition', async () => {
    expect(await productSlugs({ or: [{ column: 'className', method: 'isNull' }] })).toEqual(['floor-lamp', 'table']);
  });

  it('work with the bracket keys written by hand', async () => {
    const query =
      'filters[or][0][column]=orderIndex&filters[or][0][method]=lt&filters[or][0][value]=0' +
      '&filters[or][1][column]=orderIndex&filters[or][1][method]=inArray&filters[or][1][value][0]=2&filters[or][1][value][1]=3';
    expect((await list(links, query)).map((row) => row.orderIndex)).toEqual([-5, 2, 3]);
  });
});

describe('order and paging', () => {
  it('orders an entity with orderIndex by it, ascending, by default', async () => {
    expect(await linkIndexes({})).toEqual([-5, 0, 1, 2, 3]);
    expect(await linkIndexes({ and: [{ column: 'productId', method: 'eq', value: record.product.desk!.id }] })).toEqual([
      1, 2, 3,
    ]);
  });

  it('orders records of equal orderIndex by creation, by default', async () => {
    // Records created within the same millisecond fall back to the id.
    const byCreation = Object.values(record.product).sort(
      (a, b) => String(a.createdAt).localeCompare(String(b.createdAt)) || a.id.localeCompare(b.id),
    );
    expect(slugsOf(await list(products, ''))).toEqual(slugsOf(byCreation));
  });

  it('orders by a column, asc by default', async () => {
    expect(slugsOf(await list(products, bracketQuery({ orderBy: [['slug']] })))).toEqual([
      'chair',
      'desk-lamp',
      'floor-lamp',
      'table',
    ]);
    expect(slugsOf(await list(products, bracketQuery({ orderBy: [['slug', 'asc']] })))).toEqual([
      'chair',
      'desk-lamp',
      'floor-lamp',
      'table',
    ]);
    expect(slugsOf(await list(products, bracketQuery({ orderBy: [['slug', 'desc']] })))).toEqual([
      'table',
      'floor-lamp',
      'desk-lamp',
      'chair',
    ]);
    expect(await linkIndexes({ orderBy: [['orderIndex', 'desc']] })).toEqual([3, 2, 1, 0, -5]);
  });

  it('orders by a key inside a JSON column', async () => {
    const onlyEnglish: Condition[] = [{ column: 'title.en', method: 'isNotNull' }];
    expect(slugsOf(await list(products, bracketQuery({ and: onlyEnglish, orderBy: [['title.en', 'asc']] })))).toEqual([
      'chair',
      'desk-lamp',
      'floor-lamp',
    ]);
    expect(slugsOf(await list(products, bracketQuery({ and: onlyEnglish, orderBy: [['title.en', 'desc']] })))).toEqual([
      'floor-lamp',
      'desk-lamp',
      'chair',
    ]);
  });

  it('orders by several columns', async () => {
    expect(slugsOf(await list(products, bracketQuery({ orderBy: [['type'], ['slug', 'desc']] })))).toEqual([
      'desk-lamp',
      'chair',
      'table',
      'floor-lamp',
    ]);
  });

  it('orders by decimals (as numbers, not as their text) and datetimes', async () => {
    const notNull: Condition[] = [{ column: 'number', method: 'isNotNull' }];
    const numbers = async (query: Query) => (await list(attributes, bracketQuery(query))).map((row) => row.number);
    expect(await numbers({ and: notNull, orderBy: [['number', 'desc']] })).toEqual(['10', '2.5', '1.5']);
    expect(await numbers({ and: notNull, orderBy: [['datetime', 'desc']] })).toEqual(['10', '2.5', '1.5']);
  });

  it('pages with limit and offset', async () => {
    const page = (limit?: number, offset?: number) =>
      list(products, bracketQuery({ orderBy: [['slug']], limit, offset })).then(slugsOf);
    expect(await page(2)).toEqual(['chair', 'desk-lamp']);
    expect(await page(2, 1)).toEqual(['desk-lamp', 'floor-lamp']);
    expect(await page(2, 2)).toEqual(['floor-lamp', 'table']);
    expect(await page(undefined, 3)).toEqual(['table']);
    expect(await page(10, 4)).toEqual([]);
    expect(await page(MAX_PAGE_SIZE)).toHaveLength(4);
    expect(await page(1, 2_000_000_000)).toEqual([]);
    expect(await page(1, 3_000_000_000)).toEqual([]);
    expect(slugsOf(await list(products, 'limit=1&orderBy[and][0][column]=slug&orderBy[and][0][method]=desc'))).toEqual(['table']);
  });

  it('pages together with filters', async () => {
    expect(await linkIndexes({ and: [{ column: 'orderIndex', method: 'gte', value: '0' }], limit: 2, offset: 1 })).toEqual([
      1, 2,
    ]);
  });
});

describe('count', () => {
  it('counts every record without filters', async () => {
    expect(await count(products, '')).toBe(4);
    expect(await count(links, '')).toBe(5);
  });

  it.each<[string, Query, number]>([
    ['and', { and: [{ column: 'slug', method: 'like', value: '%lamp%' }] }, 2],
    ['JSON key', { and: [{ column: 'title.en', method: 'isNull' }] }, 1],
    [
      'or',
      {
        or: [
          { column: 'slug', method: 'eq', value: 'chair' },
          { column: 'slug', method: 'eq', value: 'table' },
        ],
      },
      2,
    ],
    ['inArray', { and: [{ column: 'type', method: 'inArray', value: ['one_off', 'subscription'] }] }, 4],
    ['nothing', { and: [{ column: 'slug', method: 'eq', value: 'missing' }] }, 0],
  ])('counts with the same filters as the list: %s', async (_, query, expected) => {
    const text = bracketQuery(query);
    expect(await count(products, text)).toBe(expected);
    expect(await list(products, text)).toHaveLength(expected);
  });

  it('counts the other types too', async () => {
    expect(await count(links, bracketQuery({ and: [{ column: 'orderIndex', method: 'gt', value: '0' }] }))).toBe(3);
    expect(await count(attributes, bracketQuery({ and: [{ column: 'boolean', method: 'eq', value: 'true' }] }))).toBe(2);
  });

  it('refuses paging and order, which only lists take', async () => {
    await refused(`${products}/count`, 'limit=1', 'limit');
    await refused(`${products}/count`, 'orderBy[and][0][column]=slug', 'orderBy');
  });

  it('refuses invalid filters like the list does', async () => {
    await refused(
      `${links}/count`,
      bracketQuery({ and: [{ column: 'orderIndex', method: 'eq', value: 'x' }] }),
      'filters.and[0].value',
    );
    await refused(
      `${products}/count`,
      bracketQuery({ and: [{ column: 'nope', method: 'eq', value: 'x' }] }),
      'filters.and[0].column',
    );
  });
});

describe('400s naming the failing field', () => {
  it('an unknown method', async () => {
    const cause = await refused(
      products,
      bracketQuery({ and: [{ column: 'slug', method: 'between', value: 'a' }] }),
      'filters.and[0].method',
    );
    expect(cause.message).toContain('eq');
    await refused(products, bracketQuery({ or: [{ column: 'slug', method: 'EQ', value: 'a' }] }), 'filters.or[0].method');
  });

  it('an unknown column, also in orderBy and as a JSON key of a column that is not JSON', async () => {
    const cause = await refused(
      products,
      bracketQuery({ and: [{ column: 'nope', method: 'eq', value: 'a' }] }),
      'filters.and[0].column',
    );
    expect(cause.message).toContain('nope');
    await refused(products, bracketQuery({ or: [{ column: 'slug.en', method: 'eq', value: 'a' }] }), 'filters.or[0].column');
    await refused(products, bracketQuery({ orderBy: [['nope']] }), 'orderBy.and[0].column');
    await refused(products, bracketQuery({ orderBy: [['slug', 'up' as 'asc']] }), 'orderBy.and[0].method');
  });

  it('a secret column, which is neither filterable nor orderable', async () => {
    await refused(identities, bracketQuery({ and: [{ column: 'password', method: 'isNotNull' }] }), 'filters.and[0].column');
    await refused(
      identities,
      bracketQuery({ and: [{ column: 'password', method: 'like', value: '%' }] }),
      'filters.and[0].column',
    );
    await refused(identities, bracketQuery({ orderBy: [['password']] }), 'orderBy.and[0].column');
    expect(await list(identities, bracketQuery({ and: [{ column: 'email', method: 'isNull' }] }))).toEqual([]);
  });

  it.each<[string, Condition]>([
    ['text', { column: 'orderIndex', method: 'eq', value: 'abc' }],
    ['a fraction', { column: 'orderIndex', method: 'gt', value: '1.5' }],
    ['empty', { column: 'orderIndex', method: 'eq', value: '' }],
    ['missing', { column: 'orderIndex', method: 'eq' }],
    ['a list where one value is wrong', { column: 'orderIndex', method: 'inArray', value: ['1', 'two'] }],
    ['beyond the range of the column', { column: 'orderIndex', method: 'eq', value: '3000000000' }],
  ])('a value for an int column that is %s', async (_, condition) => {
    // In a list, the failing item itself is named.
    const field = Array.isArray(condition.value) ? 'filters.and[0].value[1]' : 'filters.and[0].value';
    const cause = await refused(links, bracketQuery({ and: [condition] }), field);
    expect(cause.message).toContain('orderIndex');
  });

  it.each<[string, Condition]>([
    ['decimal', { column: 'number', method: 'lt', value: 'ten' }],
    ['boolean', { column: 'boolean', method: 'eq', value: 'yes' }],
    ['datetime', { column: 'datetime', method: 'gt', value: 'yesterday' }],
    ['date', { column: 'date', method: 'eq', value: '2024-13-45' }],
    ['JSON', { column: 'string', method: 'eq', value: 'not json' }],
    ['JSON jsonb can hold (\\u0000)', { column: 'string', method: 'eq', value: '{"en":"\\u0000"}' }],
    ['JSON jsonb can hold (a huge exponent)', { column: 'string', method: 'eq', value: '1e1000000' }],
    ['datetime PostgreSQL reads (year 0)', { column: 'datetime', method: 'eq', value: '0000-01-01T00:00:00Z' }],
    ['datetime PostgreSQL reads (year 10000)', { column: 'datetime', method: 'eq', value: '+010000-01-01T00:00:00Z' }],
    ['date PostgreSQL reads (a negative year)', { column: 'date', method: 'lt', value: '-000001-01-01' }],
    ['text given a list', { column: 'className', method: 'eq', value: ['a', 'b'] }],
    ['a like pattern given a list', { column: 'className', method: 'like', value: ['a', 'b'] }],
  ])('a value that is not a %s', async (_, condition) => {
    await refused(attributes, bracketQuery({ and: [condition] }), 'filters.and[0].value');
  });

  it('names each failing value of several, in and and or', async () => {
    const { body } = await get(
      `${links}?${bracketQuery({
        and: [
          { column: 'orderIndex', method: 'eq', value: '1' },
          { column: 'orderIndex', method: 'eq', value: 'x' },
        ],
        or: [{ column: 'orderIndex', method: 'lt', value: 'y' }],
      })}`,
    );
    expect((body.cause as { field: string }[]).map((cause) => cause.field)).toEqual([
      'filters.and[1].value',
      'filters.or[0].value',
    ]);
  });

  it('text with a NUL character, which PostgreSQL cannot store', async () => {
    await refused(products, bracketQuery({ and: [{ column: 'slug', method: 'eq', value: 'a\u0000b' }] }), 'filters.and[0].value');
    await refused(
      products,
      bracketQuery({ and: [{ column: 'title.en', method: 'eq', value: '\u0000' }] }),
      'filters.and[0].value',
    );
    await refused(
      products,
      bracketQuery({ and: [{ column: 'slug', method: 'like', value: '%\u0000' }] }),
      'filters.and[0].value',
    );
  });

  it('a limit above the maximum, or not a positive integer', async () => {
    const cause = await refused(products, `limit=${MAX_PAGE_SIZE + 1}`, 'limit');
    expect(cause.message).toContain(String(MAX_PAGE_SIZE));
    await refused(products, 'limit=0', 'limit');
    await refused(products, 'limit=ten', 'limit');
    await refused(products, 'limit=1.5', 'limit');
    await refused(products, 'offset=-1', 'offset');
    await refused(products, 'offset=many', 'offset');
  });

  it('an unknown query parameter, at the top or inside filters', async () => {
    const cause = await refused(products, 'foo=1', 'foo');
    expect(cause.message).toContain('foo');
    await refused(products, 'filters[xor][0][column]=slug&filters[xor][0][method]=isNull', 'filters.xor');
    await refused(
      products,
      `${bracketQuery({ and: [{ column: 'slug', method: 'isNull' }] })}&filters[and][0][extra]=1`,
      'filters.and[0].extra',
    );
  });

  it('a malformed or conflicting query string', async () => {
    await refused(products, 'filters[and=1', 'filters[and');
    // qs reads it as a list of a text and an object: the schema refuses it, naming the parameter.
    await refused(products, 'limit=1&limit[a]=2', 'limit');
    await refused(products, 'filters[and][99999][column]=slug', 'filters[and][99999][column]');
    await refused(products, 'filters[__proto__][x]=1', 'filters[__proto__][x]');
  });

  it('a missing column or method', async () => {
    await refused(products, 'filters[and][0][method]=isNull', 'filters.and[0].column');
    await refused(products, 'filters[and][0][column]=slug', 'filters.and[0].method');
  });
});

describe('the typed tRPC client', () => {
  const client = () => createApiClient(server.url);
  /** What REST sends: dates as ISO text. */
  const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

  it('filters, orders and pages like REST', async () => {
    const rest = await list(
      products,
      bracketQuery({
        and: [{ column: 'title.en', method: 'ilike', value: '%lamp%' }],
        or: [
          { column: 'type', method: 'eq', value: 'one_off' },
          { column: 'className', method: 'isNull' },
        ],
        orderBy: [['title.en', 'desc']],
      }),
    );
    const trpc = await client().ecommerce.products.list.query({
      filters: {
        and: [{ column: 'title.en', method: 'ilike', value: '%lamp%' }],
        or: [
          { column: 'type', method: 'eq', value: 'one_off' },
          { column: 'className', method: 'isNull' },
        ],
      },
      orderBy: { and: [{ column: 'title.en', method: 'desc' }] },
    });
    expect(slugsOf(rest)).toEqual(['floor-lamp', 'desk-lamp']);
    expect(asJson(trpc)).toEqual(rest);
    expect(trpc[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('takes typed values: numbers, booleans, dates and lists of them', async () => {
    const typed = await client().ecommerce.attributes.list.query({
      filters: {
        and: [
          { column: 'number', method: 'inArray', value: [1.5, 10] },
          { column: 'boolean', method: 'eq', value: true },
          { column: 'datetime', method: 'lt', value: new Date('2025-01-01T00:00:00Z') },
        ],
      },
    });
    expect(typed.map((row) => row.id)).toEqual([record.attribute.small!.id]);
    const indexes = await client().ecommerce.productsToAttributes.list.query({
      filters: { and: [{ column: 'orderIndex', method: 'gte', value: 1 }] },
      limit: 2,
      offset: 1,
    });
    expect(indexes.map((row) => row.orderIndex)).toEqual([2, 3]);
  });

  it('counts like REST', async () => {
    const filters = { and: [{ column: 'slug', method: 'notLike' as const, value: '%lamp' }] };
    expect(await client().ecommerce.products.count.query({ filters })).toBe(
      await count(products, bracketQuery({ and: [{ column: 'slug', method: 'notLike', value: '%lamp' }] })),
    );
  });

  it('refuses the same inputs, naming the field', async () => {
    const failure = client()
      .ecommerce.productsToAttributes.list.query({ filters: { and: [{ column: 'orderIndex', method: 'eq', value: 'abc' }] } })
      .catch((error: unknown) => error);
    expect(await failure).toMatchObject({
      data: { httpStatus: 400, causes: [{ field: 'filters.and[0].value', message: expect.stringContaining('orderIndex') }] },
    });
    const unknownColumn = await client()
      .ecommerce.products.list.query({ filters: { and: [{ column: 'nope', method: 'eq', value: 'x' }] } })
      .catch((error: unknown) => error);
    expect(unknownColumn).toMatchObject({ data: { httpStatus: 400, causes: [{ field: 'filters.and[0].column' }] } });
  });
});

describe('the test data', () => {
  it('is what the filters above assume', () => {
    expect(record.product.table).toMatchObject({ className: null, title: { ru: 'Стол' } });
    expect(record.attribute.empty).toMatchObject({ number: null, boolean: null, date: null, datetime: null });
  });
});

describe('a LIKE pattern ending in its escape character', () => {
  it('is a 400 naming the value, not a database error', async () => {
    const response = await server.request(
      '/api/blog/articles?filters[and][0][column]=slug&filters[and][0][method]=notLike&filters[and][0][value]=%5C',
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { cause: { field: string }[] };
    expect(body.cause.map((cause) => cause.field)).toEqual(['filters.and[0].value']);
    const escaped = await server.request(
      '/api/blog/articles?filters[and][0][column]=slug&filters[and][0][method]=like&filters[and][0][value]=%5C%5C',
    );
    expect(escaped.status).toBe(200);
  });
});

describe('a filter that takes a value, given none', () => {
  const client = () => createApiClient(server.url);
  /** A key inside a JSON column of several entities, and a plain column. */
  const columns: [path: string, column: string][] = [
    [products, 'title.en'],
    ['/api/blog/articles', 'title.en'],
    ['/api/crm/inputs', 'placeholder.ru'],
    [attributes, 'string.x'],
    [products, 'slug'],
  ];
  const valued = FILTER_METHODS.filter((method) => method !== 'isNull' && method !== 'isNotNull');

  it('is a 400 naming the value for every method, on JSON keys and columns, in lists and counts', async () => {
    for (const [path, column] of columns)
      for (const method of valued) {
        await refused(path, bracketQuery({ and: [{ column, method }] }), 'filters.and[0].value');
        await refused(`${path}/count`, bracketQuery({ or: [{ column, method }] }), 'filters.or[0].value');
      }
  });

  it('says that the value is required, coded', async () => {
    const cause = await refused(
      '/api/blog/articles',
      'filters[and][0][column]=title.en&filters[and][0][method]=inArray',
      'filters.and[0].value',
    );
    expect(cause).toMatchObject({ message: 'filters.and[0].value: title.en value is required', code: 'required' });
  });

  it('refuses an empty list or a null over tRPC, as REST refuses no value', async () => {
    for (const column of ['title.en', 'slug'])
      for (const [method, value] of [
        ['inArray', []],
        ['notInArray', []],
        ['inArray', undefined],
        ['notInArray', null],
        ['eq', undefined],
        ['like', null],
      ] as const) {
        const failure = await client()
          .ecommerce.products.list.query({ filters: { and: [{ column, method, value }] } })
          .catch((error: unknown) => error);
        expect(failure, `${column} ${method} ${String(value)}`).toMatchObject({
          data: { httpStatus: 400, causes: [{ field: 'filters.and[0].value', code: expect.any(String) }] },
        });
      }
    const empty = await client()
      .blog.articles.count.query({ filters: { and: [{ column: 'title.en', method: 'notInArray', value: [] }] } })
      .catch((error: unknown) => error);
    expect(empty).toMatchObject({
      data: { causes: [{ field: 'filters.and[0].value', code: 'too_small', params: { minimum: 1, origin: 'array' } }] },
    });
  });
});
