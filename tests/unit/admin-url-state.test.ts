import { describe, expect, it } from 'vitest';
import { parseFilter, serializeFilter, type ColumnFilter } from '../../src/components/admin/table/url-filters';
import {
  applyTableChange,
  DEFAULT_TABLE_STATE,
  mergeTableQuery,
  parseTableState,
  tableStateQuery,
  type TableState,
} from '../../src/components/admin/table/url-state';

/** What a browser does with a query: the params a page reads back from its URL. */
const roundTrip = (state: TableState) => parseTableState(new URLSearchParams(tableStateQuery(state)));

describe('parseTableState', () => {
  it('reads an empty query as the default screen', () => {
    expect(parseTableState('')).toEqual(DEFAULT_TABLE_STATE);
    expect(parseTableState(new URLSearchParams())).toEqual({ page: 1, size: 25, q: '', filters: [] });
  });

  it('reads every part', () => {
    const state = parseTableState(
      'page=3&size=50&sort=-createdAt&q=red%20shoe&f=title~ilike~shoe&f=price~gte~10&f=status~inArray~new,paid&f=deletedAt~isNull&hide=description,updatedAt&open=new',
    );
    expect(state).toEqual({
      page: 3,
      size: 50,
      sort: { column: 'createdAt', desc: true },
      q: 'red shoe',
      filters: [
        { column: 'title', method: 'ilike', value: 'shoe' },
        { column: 'price', method: 'gte', value: '10' },
        { column: 'status', method: 'inArray', value: ['new', 'paid'] },
        { column: 'deletedAt', method: 'isNull' },
      ],
      hidden: ['description', 'updatedAt'],
      open: 'new',
    });
  });

  it('reads an ascending sort and a JSON key column', () => {
    expect(parseTableState('sort=title.en').sort).toEqual({ column: 'title.en', desc: false });
  });

  it('falls back to defaults on malformed values', () => {
    const state = parseTableState('page=0&size=30&sort=-&f=title~bogus~x&f=nomethod&f=title~eq&f=bad%20column~eq~1&open=%20');
    expect(state).toEqual(DEFAULT_TABLE_STATE);
    expect(parseTableState('page=-2&size=abc').page).toBe(1);
    expect(parseTableState('page=2.5').page).toBe(1);
    expect(parseTableState('page=99999999999999').page).toBe(1);
  });

  it('tells an absent hide (remembered columns apply) from an empty one (none hidden)', () => {
    expect(parseTableState('').hidden).toBeUndefined();
    expect(parseTableState('hide=').hidden).toEqual([]);
  });

  it('drops a filter whose value is not valid URL encoding', () => {
    expect(parseTableState(new URLSearchParams([['f', 'title~eq~%E0%A4%A']])).filters).toEqual([]);
  });
});

describe('filters', () => {
  it('encodes the value so ~, comma and % survive', () => {
    const filter = { column: 'title', method: 'eq', value: 'a~b,c %d' } as const;
    expect(serializeFilter(filter)).toBe('title~eq~a~b%2Cc%20%25d');
    expect(parseFilter(serializeFilter(filter))).toEqual(filter);
  });

  it('keeps list items apart even when they hold commas', () => {
    const filter: ColumnFilter = { column: 'sku', method: 'notInArray', value: ['a,b', 'c', ''] };
    expect(serializeFilter(filter)).toBe('sku~notInArray~a%2Cb,c,');
    expect(parseFilter(serializeFilter(filter))).toEqual(filter);
    expect(parseFilter('sku~inArray~')).toEqual({ column: 'sku', method: 'inArray', value: [] });
  });

  it('writes isNull and isNotNull without a value, and ignores one given', () => {
    expect(serializeFilter({ column: 'deletedAt', method: 'isNotNull', value: 'x' })).toBe('deletedAt~isNotNull');
    expect(parseFilter('deletedAt~isNull~whatever')).toEqual({ column: 'deletedAt', method: 'isNull' });
  });
});

describe('tableStateQuery', () => {
  it('leaves defaults out', () => {
    expect(tableStateQuery(DEFAULT_TABLE_STATE)).toBe('');
    expect(tableStateQuery({ ...DEFAULT_TABLE_STATE, page: 1, size: 25 })).toBe('');
  });

  it('writes a readable query', () => {
    const query = tableStateQuery({
      page: 2,
      size: 10,
      sort: { column: 'title', desc: false },
      q: 'a&b',
      filters: [{ column: 'status', method: 'inArray', value: ['new', 'paid'] }],
      hidden: ['createdAt', 'updatedAt'],
      open: '0b6f3f0e-3c55-4d0f-a7a8-2f1f0f4b2b11',
    });
    expect(query).toBe(
      'page=2&size=10&sort=title&q=a%26b&f=status~inArray~new,paid&hide=createdAt,updatedAt&open=0b6f3f0e-3c55-4d0f-a7a8-2f1f0f4b2b11',
    );
    expect(tableStateQuery({ ...DEFAULT_TABLE_STATE, sort: { column: 'createdAt', desc: true }, hidden: [] })).toBe(
      'sort=-createdAt&hide=',
    );
  });

  it('round-trips through a URL', () => {
    const states: TableState[] = [
      DEFAULT_TABLE_STATE,
      {
        page: 7,
        size: 100,
        sort: { column: 'price', desc: true },
        q: '  spaces, commas, 100% & ~tildes~ + plus / slash ? ё',
        filters: [
          { column: 'title.ru', method: 'ilike', value: '%шуба%' },
          { column: 'id', method: 'inArray', value: ['x,y', 'z~w', '%25'] },
          { column: 'deletedAt', method: 'isNotNull' },
          { column: 'note', method: 'eq', value: '' },
        ],
        hidden: [],
        open: 'new',
      },
    ];
    for (const state of states) expect(roundTrip(state)).toEqual(state);
  });
});

describe('mergeTableQuery', () => {
  it('keeps the keys it does not own and replaces its own', () => {
    expect(mergeTableQuery('tab=2&page=4&f=a~eq~1', { ...DEFAULT_TABLE_STATE, page: 2 })).toBe('tab=2&page=2');
    expect(mergeTableQuery('', DEFAULT_TABLE_STATE)).toBe('');
  });
});

describe('applyTableChange', () => {
  const on5: TableState = { ...DEFAULT_TABLE_STATE, page: 5 };

  it('starts again at page 1 when the search, the filters, the size or the order change', () => {
    expect(applyTableChange(on5, { q: 'x' }).page).toBe(1);
    expect(applyTableChange(on5, { size: 50 }).page).toBe(1);
    expect(applyTableChange(on5, { filters: [{ column: 'a', method: 'isNull' }] }).page).toBe(1);
    expect(applyTableChange(on5, { sort: { column: 'a', desc: false } }).page).toBe(1);
  });

  it('keeps the page for other changes', () => {
    expect(applyTableChange(on5, { open: 'new' }).page).toBe(5);
    expect(applyTableChange(on5, { hidden: ['a'] }).page).toBe(5);
    expect(applyTableChange(on5, { q: '' }).page).toBe(5);
    expect(applyTableChange(on5, { size: 25 }).page).toBe(5);
    expect(applyTableChange(on5, { page: 6 }).page).toBe(6);
  });

  it('removes a part set to undefined', () => {
    const open = applyTableChange(on5, { open: 'abc', sort: { column: 'a', desc: true } });
    const closed = applyTableChange(open, { open: undefined, sort: undefined });
    expect('open' in closed || 'sort' in closed).toBe(false);
    expect(tableStateQuery(closed)).toBe('');
  });
});
