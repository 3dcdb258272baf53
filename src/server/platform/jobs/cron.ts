/**
 * Five-field cron expressions (minute hour day-of-month month day-of-week), read in UTC: enough for the platform's
 * schedules without a dependency. Each field is `*`, a number, a range `a-b`, a step `*\/n` or `a-b/n`, or a list of
 * those. Day of week 0 or 7 is Sunday. As in cron, when both day fields are restricted a day matching either runs.
 */

interface Field {
  min: number;
  max: number;
}

const FIELDS: readonly Field[] = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12 },
  { min: 0, max: 7 },
];

export interface CronSchedule {
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  days: ReadonlySet<number>;
  months: ReadonlySet<number>;
  weekdays: ReadonlySet<number>;
  /** Whether the day fields were written as `*` (cron's rule for combining them). */
  anyDay: boolean;
  anyWeekday: boolean;
}

function parseField(text: string, { min, max }: Field, expression: string): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`Cron expression "${expression}": cannot read "${part}"`);
    const [, range, from, to, step] = match;
    const start = range === '*' ? min : Number(from);
    const end = range === '*' ? max : to !== undefined ? Number(to) : step !== undefined ? max : start;
    const by = step === undefined ? 1 : Number(step);
    if (start < min || end > max || start > end || by < 1)
      throw new Error(`Cron expression "${expression}": "${part}" is outside ${min}-${max}`);
    for (let value = start; value <= end; value += by) values.add(value);
  }
  return values;
}

export function parseCron(expression: string): CronSchedule {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`Cron expression "${expression}": five fields expected, minute to day of week`);
  const [minutes, hours, days, months, weekdays] = fields.map((field, index) => parseField(field, FIELDS[index]!, expression));
  if (weekdays!.delete(7)) weekdays!.add(0);
  return {
    minutes: minutes!,
    hours: hours!,
    days: days!,
    months: months!,
    weekdays: weekdays!,
    anyDay: fields[2] === '*',
    anyWeekday: fields[4] === '*',
  };
}

function dayMatches(schedule: CronSchedule, date: Date): boolean {
  const day = schedule.days.has(date.getUTCDate());
  const weekday = schedule.weekdays.has(date.getUTCDay());
  if (schedule.anyDay || schedule.anyWeekday) return day && weekday;
  return day || weekday;
}

/** Five years of minutes: an expression that matches no date (`0 0 31 2 *`) ends the search instead of looping. */
const SEARCH_LIMIT_DAYS = 5 * 366;

/** The first occurrence strictly after `after`, at a whole minute; an error when there is none within five years. */
export function nextOccurrence(schedule: CronSchedule, after: Date): Date {
  const at = new Date(after.getTime());
  at.setUTCSeconds(0, 0);
  at.setUTCMinutes(at.getUTCMinutes() + 1);
  const limit = after.getTime() + SEARCH_LIMIT_DAYS * 86_400_000;
  while (at.getTime() <= limit) {
    // Skip whole months, days and hours that cannot match, so the search takes at most a few thousand steps.
    if (!schedule.months.has(at.getUTCMonth() + 1)) {
      at.setUTCMonth(at.getUTCMonth() + 1, 1);
      at.setUTCHours(0, 0);
    } else if (!dayMatches(schedule, at)) {
      at.setUTCDate(at.getUTCDate() + 1);
      at.setUTCHours(0, 0);
    } else if (!schedule.hours.has(at.getUTCHours())) {
      at.setUTCHours(at.getUTCHours() + 1, 0);
    } else if (!schedule.minutes.has(at.getUTCMinutes())) {
      at.setUTCMinutes(at.getUTCMinutes() + 1);
    } else {
      return at;
    }
  }
  throw new Error('The cron expression matches no time within five years');
}
