import { types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import fc from 'fast-check';
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
      expect(date).toBeInstanceOf(NativeDate);
      expect(time(date), text).toBe(time(nodePg(text)));
      expect(time(date), text).toBe(time(pglite(text, 1184)));
    }
  });

  it('writes the ISO text toISOString writes, for any time of any year it reads, and again once the date is changed', () => {
    const parse = timestamptzParser(nodePg);
    for (const text of [...SAMPLES, '1969-12-31 23:59:59.5+00', '1969-12-31 23:59:59.999999+00', '1970-01-01 00:00:00+00'])
      expect(JSON.stringify(parse(text)), text).toBe(JSON.stringify((nodePg(text) as Date).toISOString()));
    const pad = (value: number, length: number) => String(value).padStart(length, '0');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 86_399_999 }),
        (instant, micros, digits, laterThatDay) => {
          const iso = instant.toISOString();
          // A second time of the same day: read after the first, as the rows of an answer are.
          const sameDay = new Date(`${iso.slice(0, 10)}T00:00:00Z`).getTime() + laterThatDay;
          for (const at of [iso, new Date(sameDay).toISOString()]) {
            const fraction = `${at.slice(20, 23)}${pad(micros, 3)}`.slice(0, digits);
            const text = `${at.slice(0, 10)} ${at.slice(11, 19)}${digits ? `.${fraction}` : ''}+00`;
            const date = parse(text) as Date;
            expect(date.getTime(), text).toBe((nodePg(text) as Date).getTime());
            const native = NativeDate.prototype.toISOString.call(date);
            expect(date.toISOString(), text).toBe(native);
            expect(date.toJSON(), text).toBe(native);
          }
        },
      ),
    );
    const changed = parse('2026-11-29 16:34:30.123+00') as Date;
    changed.setUTCFullYear(2001);
    expect(JSON.stringify(changed)).toBe('"2001-11-29T16:34:30.123Z"');
    expect(changed.toISOString()).toBe('2001-11-29T16:34:30.123Z');
    changed.setTime(Number.NaN);
    expect(changed.toJSON()).toBeNull();
    expect(() => changed.toISOString()).toThrow(RangeError);
  });

  it("hands every other form to the driver's own parser", () => {
    const parse = timestamptzParser(nodePg);
    for (const text of UNUSUAL) expect(time(parse(text)), text).toEqual(time(nodePg(text)));
  });
});
