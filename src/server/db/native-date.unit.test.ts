import { types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { NativeDate, timestamptzParser } from './native-date';

const SAMPLES = [
  '2026-11-29 16:34:30.123+00',
  '2026-11-29 16:34:30+00',
  '2026-11-29 16:34:30.1-03',
  '2026-11-29 16:34:30.123456+05:30',
  '1999-12-31 23:59:59.999-09:30',
  '2024-02-29 00:00:00+14',
  '1000-01-01 00:00:00+00',
  '2026-11-29 16:34:30.57+00',
  '2026-06-01 12:00:00.000001-11:45',
  '9999-12-31 23:59:59.999+00',
];

/** Forms the fast path leaves to the driver: BC, years before 1000, infinity, an offset in seconds. */
const UNUSUAL = ['0050-01-01 00:00:00+00', '2026-01-01 00:00:00+00 BC', 'infinity', '-infinity', '1900-01-01 00:00:00+02:30:17'];

const time = (value: unknown) => (value instanceof Date ? value.getTime() : value);

describe('timestamptzParser', () => {
  const nodePg = pg.types.getTypeParser(1184) as (text: string) => unknown;
  const pglite = pgliteTypes.parsers[1184]!;

  it('builds the same instants as node-pg and PGlite with the native Date', () => {
    const parse = timestamptzParser(() => {
      throw new Error('not the fast path');
    });
    for (const text of SAMPLES) {
      const date = parse(text);
      expect(date, text).toBeInstanceOf(Date);
      expect(Object.getPrototypeOf(date)).toBe(NativeDate.prototype);
      expect(time(date), text).toBe(time(nodePg(text)));
      expect(time(date), text).toBe(time(pglite(text, 1184)));
    }
  });

  it("hands every other form to the driver's own parser", () => {
    const parse = timestamptzParser(nodePg);
    for (const text of UNUSUAL) expect(time(parse(text)), text).toEqual(time(nodePg(text)));
  });
});
