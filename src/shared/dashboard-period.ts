/*
 * The period the admin's dashboard shows: whole UTC days, both ends included (the days the analytic module's daily
 * metrics count). The dashboard's URL holds `period` (7d, 30d, month) or `from` and `to` (`2026-11-01`); the REST route
 * takes `from` and `to`.
 */

import { DAY_MS, utcDayOf } from './utc-day';

export const PERIOD_PRESETS = ['7d', '30d', 'month'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The longest period the dashboard reads at once: a year and a day. */
export const MAX_PERIOD_DAYS = 366;

/** A UTC day as `2026-11-29`. */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The moment a day starts (UTC); undefined for text that is no real day (`2026-02-30`). */
export function dayStart(day: string): Date | undefined {
  if (!DAY.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || utcDayOf(date) !== day ? undefined : date;
}

export const nextDay = (day: string): string => utcDayOf(new Date(dayStart(day)!.getTime() + DAY_MS));

/** Every day of the period, in order. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = nextDay(day)) days.push(day);
  return days;
}

export interface DashboardPeriod {
  /** The preset chosen, or `custom` for dates given. */
  preset: PeriodPreset | 'custom';
  from: string;
  to: string;
}

/** What is wrong with a period given as days, or undefined when it is one. */
export function periodProblem(from: string, to: string): { field: 'from' | 'to'; message: string } | undefined {
  const start = dayStart(from);
  const end = dayStart(to);
  if (!start) return { field: 'from', message: 'must be a day as YYYY-MM-DD' };
  if (!end) return { field: 'to', message: 'must be a day as YYYY-MM-DD' };
  if (end < start) return { field: 'to', message: 'must not be before from' };
  if ((end.getTime() - start.getTime()) / DAY_MS + 1 > MAX_PERIOD_DAYS)
    return { field: 'to', message: `must be at most ${MAX_PERIOD_DAYS} days after from, from included` };
  return undefined;
}

/** A preset's days, ending today. */
export function presetPeriod(preset: PeriodPreset, now: Date): DashboardPeriod {
  const to = utcDayOf(now);
  if (preset === 'month') return { preset, from: `${to.slice(0, 7)}-01`, to };
  const days = preset === '7d' ? 7 : 30;
  return { preset, from: utcDayOf(new Date(dayStart(to)!.getTime() - (days - 1) * DAY_MS)), to };
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The period a dashboard URL asks for: valid `from` and `to`, else its preset, else this month. */
export function periodOfQuery(query: Readonly<Record<string, string | string[] | undefined>>, now: Date): DashboardPeriod {
  const from = single(query.from);
  const to = single(query.to);
  if (from && to && !periodProblem(from, to)) return { preset: 'custom', from, to };
  const preset = single(query.period);
  return presetPeriod((PERIOD_PRESETS as readonly string[]).includes(preset ?? '') ? (preset as PeriodPreset) : 'month', now);
}
