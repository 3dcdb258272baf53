import { Cron } from 'croner';

/**
 * Five-field cron expressions (minute hour day-of-month month day-of-week) read in UTC by croner, a maintained library
 * (docs/decisions/0051). As in cron, day of week 0 or 7 is Sunday, and when both day fields are restricted a day
 * matching either runs (croner's default).
 */
export interface CronSchedule {
  expression: string;
  /** The first occurrence strictly after `after`, at a whole minute; an error when it never comes round. */
  next(after: Date): Date;
  /** Whether `at` is one of its occurrences. */
  matches(at: Date): boolean;
}

/** Reads `expression`, or throws naming it: six fields (seconds), a minute 60 or a step of 0 are refused. */
export function parseCron(expression: string): CronSchedule {
  let cron: Cron;
  try {
    // No function given: croner only reads the pattern, it starts no timer.
    cron = new Cron(expression.trim(), { timezone: 'UTC', mode: '5-part' });
  } catch (error) {
    throw new Error(`Cron expression "${expression}": ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return {
    expression,
    next(after) {
      const at = cron.nextRun(after);
      if (!at) throw new Error(`The cron expression "${expression}" matches no time`);
      return at;
    },
    matches: (at) => cron.match(at),
  };
}

/** Throws when `expression` is not cron, or never comes round (`0 0 30 2 *`): what a schedule must not be. */
export function checkCron(expression: string): void {
  parseCron(expression).next(new Date());
}
