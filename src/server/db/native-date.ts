/*
 * Next.js replaces the global `Date` with a wrapper when its server loads (node-environment-extensions/date.js): every
 * `new Date(…)` then runs through `Reflect.construct` with the wrapper as `new.target`, a slow path V8 does not inline.
 * The drivers build two dates for every row they read (createdAt, updatedAt), so the constructor is kept here as Node
 * made it, before Next.js loads: scripts/node-env.ts imports this module first. Its dates are the same objects
 * (`instanceof Date` holds either way: the wrapper keeps the same prototype).
 */

/** One per process, like the request store: Next.js's server bundle holds its own copy of this module. */
const NATIVE_DATE = Symbol.for('platform.native-date');
const holder = globalThis as { [NATIVE_DATE]?: DateConstructor };

/** The global `Date` as it was when this module first loaded in the process (Node's own, when loaded before Next.js). */
export const NativeDate: DateConstructor = (holder[NATIVE_DATE] ??= Date);

/**
 * PostgreSQL's text form of a `timestamptz` in the ISO date style: a year of four digits (1000 to 9999), at most six
 * digits of fractions of a second, an offset in hours and perhaps minutes. Anything else (BC, years before 1000,
 * `infinity`, an offset in seconds) is left to the driver's own parser.
 */
const TIMESTAMPTZ = /^[1-9]\d{3}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?[+-]\d\d(?::\d\d)?$/;

/** The number written by the digits of `text` from `start` to `end`, read in place. */
function digits(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index++) value = value * 10 + text.charCodeAt(index) - 48;
  return value;
}

/** Milliseconds of a time as toISOString writes them: three digits, also before 1970. */
function millisecondsText(time: number): string {
  const milliseconds = ((time % 1000) + 1000) % 1000;
  return milliseconds < 10 ? `00${milliseconds}` : milliseconds < 100 ? `0${milliseconds}` : `${milliseconds}`;
}

/**
 * A date read as UTC (offset `+00`, as PostgreSQL writes it in a UTC session) whose ISO form is written from that text:
 * V8's `toISOString`, which JSON.stringify calls through `toJSON` and superjson calls itself for every date of every
 * row, costs about 0.4 µs, more than half of what serialising a list of products cost (issue 34). Its text is
 * toISOString's exactly: the date and time of day from the text read, the milliseconds from the date's own time; a
 * date changed since (`setTime`) is written as any other. In every other way it is a Date (`instanceof Date`, its
 * time, how superjson, React and the drivers send it).
 */
class DatabaseDate extends NativeDate {
  readonly #text: string;
  readonly #time: number;

  constructor(time: number, text: string) {
    super(time);
    this.#time = time;
    this.#text = text;
  }

  override toISOString(): string {
    return this.getTime() === this.#time ? this.#written() : super.toISOString();
  }

  override toJSON(): string {
    return this.getTime() === this.#time ? this.#written() : super.toJSON();
  }

  #written(): string {
    return `${this.#text.slice(0, 10)}T${this.#text.slice(11, 19)}.${millisecondsText(this.#time)}Z`;
  }
}

/**
 * The day last read and its UTC midnight: the rows of one answer are mostly of a few days, and Date.UTC was most of
 * reading a date (issue 34). One per module instance; a day's midnight never changes.
 */
let lastDay = { text: '', time: 0 };

function dayTime(text: string): number {
  if (!lastDay.text || !text.startsWith(lastDay.text))
    lastDay = { text: text.slice(0, 10), time: NativeDate.UTC(digits(text, 0, 4), digits(text, 5, 7) - 1, digits(text, 8, 10)) };
  return lastDay.time;
}

/**
 * A `timestamptz` parser that builds the usual form's dates with NativeDate and hands anything else to `fallback`, the
 * driver's own. Its dates are those node-pg's parser (postgres-date) and PGlite's give for that form: the fields as
 * UTC, the milliseconds the fraction's first three digits (what Date makes of postgres-date's 1000 × the fraction, for
 * every fraction PostgreSQL writes), then the offset taken away. Read at fixed places once the form is checked: two
 * dates per row, so no match arrays.
 */
export function timestamptzParser(fallback: (text: string) => unknown): (text: string) => unknown {
  return (text) => {
    if (!TIMESTAMPTZ.test(text)) return fallback(text);
    let end = 19;
    if (text.charCodeAt(19) === 46 /* . */) while (text.charCodeAt(end + 1) >= 48 && text.charCodeAt(end + 1) <= 57) end++;
    let milliseconds = 0;
    for (let index = 20, scale = 100; index <= end && scale >= 1; index++, scale /= 10)
      milliseconds += (text.charCodeAt(index) - 48) * scale;
    const zone = end > 19 ? end + 1 : 19;
    const time =
      dayTime(text) +
      digits(text, 11, 13) * 3_600_000 +
      digits(text, 14, 16) * 60_000 +
      digits(text, 17, 19) * 1000 +
      milliseconds;
    const offsetMinutes = text.length > zone + 3 ? digits(text, zone + 4, zone + 6) : 0;
    const offset = (digits(text, zone + 1, zone + 3) * 3600 + offsetMinutes * 60) * 1000;
    if (offset === 0) return new DatabaseDate(time, text);
    return new NativeDate(time + (text.charCodeAt(zone) === 45 /* - */ ? offset : -offset));
  };
}
