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
 * A date read as UTC (offset `+00`, as PostgreSQL writes it in a UTC session) whose JSON form is written from that text:
 * `toISOString`, which JSON.stringify calls through `toJSON` for every date of every row, costs about 0.4 µs, more
 * than half of what serialising a list of products costs (issue 34). Its JSON is toISOString's exactly: the date and
 * time of day from the text, the milliseconds from the date's own time; a date changed since (`setTime`) is written as
 * any other. In every other way it is a Date (`instanceof Date`, its time, superjson and React write it as one).
 */
class DatabaseDate extends NativeDate {
  readonly #text: string;
  readonly #time: number;

  constructor(time: number, text: string) {
    super(time);
    this.#time = time;
    this.#text = text;
  }

  override toJSON(): string {
    const time = this.getTime();
    if (time !== this.#time) return super.toJSON();
    return `${this.#text.slice(0, 10)}T${this.#text.slice(11, 19)}.${millisecondsText(time)}Z`;
  }
}

/**
 * A `timestamptz` parser that builds the usual form's dates with NativeDate and hands anything else to `fallback`, the
 * driver's own. Its dates are those node-pg's parser (postgres-date) and PGlite's give for that form: the fields as
 * UTC, fractions as postgres-date reads them (1000 × the fraction, truncated by Date), then the offset taken away.
 * Read at fixed places once the form is checked: two dates per row, so no match arrays.
 */
export function timestamptzParser(fallback: (text: string) => unknown): (text: string) => unknown {
  return (text) => {
    if (!TIMESTAMPTZ.test(text)) return fallback(text);
    let end = 19;
    if (text.charCodeAt(19) === 46 /* . */) while (text.charCodeAt(end + 1) >= 48 && text.charCodeAt(end + 1) <= 57) end++;
    const milliseconds = end > 19 ? 1000 * parseFloat(text.slice(19, end + 1)) : 0;
    const zone = end > 19 ? end + 1 : 19;
    const time = NativeDate.UTC(
      digits(text, 0, 4),
      digits(text, 5, 7) - 1,
      digits(text, 8, 10),
      digits(text, 11, 13),
      digits(text, 14, 16),
      digits(text, 17, 19),
      milliseconds,
    );
    const offsetMinutes = text.length > zone + 3 ? digits(text, zone + 4, zone + 6) : 0;
    const offset = (digits(text, zone + 1, zone + 3) * 3600 + offsetMinutes * 60) * 1000;
    if (offset === 0) return new DatabaseDate(time, text);
    return new NativeDate(time + (text.charCodeAt(zone) === 45 /* - */ ? offset : -offset));
  };
}
