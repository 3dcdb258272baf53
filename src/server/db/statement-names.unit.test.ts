import { describe, expect, it } from 'vitest';
import { statementNamer } from './statement-names';

describe('statementNamer', () => {
  it('names a parameterised text from its second sighting on, the same name each time', () => {
    const name = statementNamer();
    const sql = 'SELECT "id" FROM "EcommerceOrder" WHERE "id" = $1::text';
    expect(name(sql, 1)).toBe('');
    const named = name(sql, 1);
    expect(named).toMatch(/^s[\w-]{27}$/);
    expect(name(sql, 1)).toBe(named);
    expect(statementNamer()(sql, 1)).toBe('');
  });

  it('leaves statements without parameters unnamed', () => {
    const name = statementNamer();
    for (let index = 0; index < 3; index++) expect(name('BEGIN', 0)).toBe('');
  });

  it('names at most `limit` texts, the later ones going unnamed', () => {
    const name = statementNamer(2);
    const texts = ['SELECT $1::int', 'SELECT $1::text', 'SELECT $1::date'];
    for (const sql of texts) name(sql, 1);
    expect(texts.map((sql) => name(sql, 1) !== '')).toEqual([true, true, false]);
  });
});
