import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/errors';
import {
  CREDENTIAL_NAMES,
  MAX_QUERY_DEPTH,
  MAX_QUERY_INDEX,
  MAX_QUERY_PARAMETERS,
  parseQueryString,
} from '../../src/server/rest/query-string';

/** Compares as plain data: qs builds objects without a prototype. */
const parse = (query: string) => JSON.parse(JSON.stringify(parseQueryString(query))) as unknown;

/** The AppError a query string is refused with. */
function refusal(query: string): AppError {
  try {
    parse(query);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error(`"${query}" was accepted`);
}

describe('parseQueryString (qs, within limits)', () => {
  it('reads a query string asked again once: the same frozen objects; a refused one is refused every time', () => {
    const text = '?limit=20&filters[and][0][column]=title.en&filters[and][0][value]=%25lamp%25';
    const first = parseQueryString(text);
    expect(parseQueryString(text)).toBe(first);
    expect(Object.isFrozen((first.filters as { and: object[] }).and[0])).toBe(true);
    for (let time = 0; time < 2; time++) expect(refusal('password=x').causes.map((cause) => cause.field)).toEqual(['password']);
  });

  it('reads nested objects and lists from brackets', () => {
    expect(parse('filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=home')).toEqual({
      filters: { and: [{ column: 'slug', method: 'eq', value: 'home' }] },
    });
  });

  it('reads an empty query string as an empty object', () => {
    expect(parse('')).toEqual({});
  });

  it('keeps plain keys as text', () => {
    expect(parse('limit=20')).toEqual({ limit: '20' });
    expect(parse('limit=20&offset=40')).toEqual({ limit: '20', offset: '40' });
  });

  it('orders several indexes by number, whatever order they come in', () => {
    const query = [
      'filters[and][1][column]=title.en',
      'filters[and][0][column]=slug',
      'filters[and][1][method]=isNull',
      'filters[and][0][method]=eq',
      'filters[and][0][value]=home',
    ].join('&');
    expect(parse(query)).toEqual({
      filters: {
        and: [
          { column: 'slug', method: 'eq', value: 'home' },
          { column: 'title.en', method: 'isNull' },
        ],
      },
    });
  });

  it('sorts index 10 after 9 (numerically, not as text)', () => {
    const indexes = [10, 2, 9, 0, 1, 11, 3, 4, 5, 6, 7, 8];
    const query = indexes.map((index) => `a[${index}]=v${index}`).join('&');
    expect(parse(query)).toEqual({ a: [...Array(12).keys()].map((index) => `v${index}`) });
  });

  it('compacts missing indexes into a list in index order', () => {
    expect(parse('a[5]=five&a[2]=two')).toEqual({ a: ['two', 'five'] });
  });

  it('reads `value[]=` and `value[0]=` as lists', () => {
    expect(parse('value[]=a&value[]=b')).toEqual({ value: ['a', 'b'] });
    expect(parse('value[0]=a&value[1]=b')).toEqual({ value: ['a', 'b'] });
    expect(parse('filters[and][0][value][]=a&filters[and][0][value][]=b')).toEqual({
      filters: { and: [{ value: ['a', 'b'] }] },
    });
    expect(parse('filters[or][0][value][1]=b&filters[or][0][value][0]=a')).toEqual({
      filters: { or: [{ value: ['a', 'b'] }] },
    });
  });

  it('reads a repeated plain key as a list', () => {
    expect(parse('value=a&value=b&value=c')).toEqual({ value: ['a', 'b', 'c'] });
    expect(parse('a[b]=1&a[b]=2')).toEqual({ a: { b: ['1', '2'] } });
    expect(parse('value[]=a&value=b')).toEqual({ value: ['a', 'b'] });
  });

  it('reads orderBy terms', () => {
    expect(parse('orderBy[and][0][column]=title.en&orderBy[and][0][method]=desc&orderBy[and][1][column]=slug')).toEqual({
      orderBy: { and: [{ column: 'title.en', method: 'desc' }, { column: 'slug' }] },
    });
  });

  it('keeps keys that are not indexes as object keys', () => {
    expect(parse('a[0]=x&a[b]=y')).toEqual({ a: { 0: 'x', b: 'y' } });
    expect(parse('a[-1]=x')).toEqual({ a: { '-1': 'x' } });
  });

  it('decodes URL-encoded values and keys', () => {
    expect(parse('filters[and][0][value]=%25lamp%25')).toEqual({ filters: { and: [{ value: '%lamp%' }] } });
    expect(parse(`value=${encodeURIComponent('a&b=c+d é')}`)).toEqual({ value: 'a&b=c+d é' });
    expect(parse('value=a+b')).toEqual({ value: 'a b' });
    expect(parse('filters%5Band%5D%5B0%5D%5Bcolumn%5D=slug')).toEqual({ filters: { and: [{ column: 'slug' }] } });
    expect(parse('value=')).toEqual({ value: '' });
  });

  it.each([
    ['a=1&a[b]=2', { a: ['1', { b: '2' }] }],
    ['a[b]=1&a[b][c]=2', { a: { b: ['1', { c: '2' }] } }],
    ['a[]=1&a[b]=2', { a: { 0: '1', b: '2' } }],
    ['a[]=1&a[0]=2', { a: ['1', '2'] }],
  ])(
    'reads %s, a key used both as a value and as an object, as qs does: the input schema refuses what makes no sense',
    (query, expected) => {
      expect(parse(query)).toEqual(expected);
    },
  );

  it.each([
    '__proto__[polluted]=yes',
    'a[__proto__][polluted]=yes',
    'a[constructor][prototype][polluted]=yes',
    'filters[and][0][__proto__]=x',
    'prototype=x',
  ])('refuses %s', (query) => {
    const error = refusal(query);
    expect(error.status).toBe(400);
    expect(error.causes[0]?.field).toBe(new URLSearchParams(query).keys().next().value);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('neither breaks on nor writes into the properties every object inherits', () => {
    expect(parse('toString=a&valueOf[]=b&hasOwnProperty[x]=c')).toEqual({
      toString: 'a',
      valueOf: ['b'],
      hasOwnProperty: { x: 'c' },
    });
    expect(parse('a[toString][polluted]=yes')).toEqual({ a: { toString: { polluted: 'yes' } } });
    expect((Object.prototype.toString as unknown as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a huge list index, but takes the largest allowed one', () => {
    const error = refusal('a[99999999999]=x');
    expect(error.status).toBe(400);
    expect(error.causes).toMatchObject([{ field: 'a[99999999999]', message: expect.any(String) }]);
    const tooLarge = `filters[and][${MAX_QUERY_INDEX + 1}][column]`;
    expect(refusal(`${tooLarge}=slug`).causes[0]?.field).toBe(tooLarge);
    expect(parse(`a[${MAX_QUERY_INDEX}]=x`)).toEqual({ a: ['x'] });
  });

  it('refuses more parameters than the limit, naming the query', () => {
    const query = Array.from({ length: MAX_QUERY_PARAMETERS + 1 }, (_, index) => `k${index}=1`).join('&');
    expect(refusal(query).causes).toMatchObject([
      { field: 'query', message: expect.stringContaining(String(MAX_QUERY_PARAMETERS)) },
    ]);
    expect(refusal(Array.from({ length: MAX_QUERY_PARAMETERS + 1 }, () => 'a[]=1').join('&')).status).toBe(400);
  });

  it('refuses a key nested deeper than the limit, naming it', () => {
    const deepest = `a${'[b]'.repeat(MAX_QUERY_DEPTH)}`;
    expect(parse(`${deepest}=1`)).toBeTruthy();
    const tooDeep = `a${'[b]'.repeat(MAX_QUERY_DEPTH + 1)}`;
    expect(refusal(`${tooDeep}=1`).causes).toMatchObject([{ field: tooDeep, message: expect.stringContaining('deeper') }]);
  });

  it('reads a leading question mark as the start of the query', () => {
    expect(parse('?limit=1')).toEqual({ limit: '1' });
  });

  it.each(['a[b', 'a]', 'a[b]c', 'a[b]]', '[a]', '=x', 'a[[b]]', 'a[b][c'])('refuses the malformed key of %s', (query) => {
    const error = refusal(query);
    expect(error.status).toBe(400);
    const key = query.split('=')[0]!;
    expect(error.message).toContain(`"${key}"`);
    expect(error.causes).toMatchObject([{ field: key, message: expect.stringContaining('malformed') }]);
  });
});

describe('credentials in a query string (decision 0041)', () => {
  const credentialFields = (query: string) => {
    const error = refusal(query);
    expect(error.status).toBe(400);
    expect(error.messageCode).toBe('credential_in_query');
    return error.causes.map(({ field, code }) => ({ field, code }));
  };

  it.each([
    ['data[login]=a@b.c&data[password]=x', 'data.password'],
    ['data[currentPassword]=x', 'data.currentPassword'],
    ['data[password]=x&data[newPassword]=y', 'data.password', 'data.newPassword'],
    ['data[passwordConfirmation]=x&data[code]=123456', 'data.passwordConfirmation', 'data.code'],
    ['data[wallet][message]=m&data[wallet][signature]=0x00', 'data.wallet.signature'],
    ['data[refresh]=r', 'data.refresh'],
    ['data[0][token]=t&data[1][token]=u', 'data[0].token', 'data[1].token'],
    ['data[password][]=a&data[password][]=b', 'data.password'],
    ['data[nonce][x]=1', 'data.nonce'],
    ['password=x', 'password'],
    ['data.password=x', 'data.password'],
    ['data%5BPassword%5D=x', 'data.Password'],
    ['jwt=x&secretKey=y&data[salt]=z', 'jwt', 'secretKey', 'data.salt'],
  ])('refuses %s, naming each credential once', (query, ...fields) => {
    expect(credentialFields(query)).toEqual(fields.map((field) => ({ field, code: 'credential_in_query' })));
  });

  it('keeps the words of credentials as values, and keys that merely contain them', () => {
    expect(parse('filters[and][0][column]=password&filters[and][0][method]=eq&filters[and][0][value]=code')).toEqual({
      filters: { and: [{ column: 'password', method: 'eq', value: 'code' }] },
    });
    expect(parse('subjectId=s&data[email]=a&data[passwords]=1&data[barcode]=2')).toEqual({
      subjectId: 's',
      data: { email: 'a', passwords: '1', barcode: '2' },
    });
  });

  it('lists the names of every secret field of the inputs', () => {
    for (const name of [
      'password',
      'currentPassword',
      'newPassword',
      'passwordConfirmation',
      'code',
      'refresh',
      'signature',
      'nonce',
    ])
      expect(CREDENTIAL_NAMES.has(name.toLowerCase())).toBe(true);
  });
});
