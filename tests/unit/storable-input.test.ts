import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../../src/server/rest/query-string';
import { freezeInput, unstorableInput } from '../../src/server/storable-text';

describe('unstorableInput on inputs frozen all the way down (a query string read before)', () => {
  it('finds the same causes each time it is asked, and a caller cannot change what the next one is told', () => {
    const query = parseQueryString('?title=a%00b&filters[and][0][value]=ok');
    const first = unstorableInput(query);
    expect(first).toEqual([{ field: 'title', message: 'title: must not contain a NUL character', code: 'invalid' }]);
    first.pop();
    expect(unstorableInput(query)).toHaveLength(1);
    expect(unstorableInput(parseQueryString('?limit=20'))).toEqual([]);
  });

  it('freezes every level, so the verdict kept cannot go stale', () => {
    const input = freezeInput({ filters: { and: [{ value: 'lamp' }] } });
    expect(unstorableInput(input)).toEqual([]);
    expect(() => {
      (input.filters.and[0] as { value: string }).value = '\u0000';
    }).toThrow(TypeError);
    expect(unstorableInput(input)).toEqual([]);
  });

  it('looks through an input that is not frozen at every call', () => {
    const input: Record<string, string> = { title: 'fine' };
    expect(unstorableInput(input)).toEqual([]);
    input.title = '\u0000';
    expect(unstorableInput(input)).toHaveLength(1);
  });
});
