import { RECORD_METRICS, type MetricDay, type RecordMetric } from '../../../shared/analytic-metrics';
import { DAY_MS, utcDayOf } from '../../../shared/utc-day';
import type { Database } from '../../db/database';
import { paidByDay } from '../billing';
import { requestsBetween } from '../crm';
import { friendsBetween, registrationsBetween } from '../rbac';
import { setDayMetrics, type MetricRow } from './metrics.service';

/**
 * Sets the record metrics of one UTC day (`2026-11-29`) from the records as they are now: donations, their amounts and
 * donors per currency (and donors in all, breakdown empty), new friends, registrations, CRM requests. Idempotent: it
 * sets, never adds, so running it again, or for a day already done, gives the same rows. A figure of zero has no row.
 */
export async function computeDayMetrics(db: Database, day: MetricDay): Promise<readonly MetricRow[]> {
  const from = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(from.getTime()) || utcDayOf(from) !== day) throw new Error(`Not a day: ${day}`);
  const to = new Date(from.getTime() + DAY_MS);
  const row = (title: RecordMetric, value: string | number, breakdown = ''): MetricRow => ({ title, day, breakdown, value });
  return setDayMetrics(db, day, Object.values(RECORD_METRICS), async (tx) => {
    const [paid, friends, registrations, requests] = await Promise.all([
      paidByDay(tx, from, to),
      friendsBetween(tx, from, to),
      registrationsBetween(tx, from, to),
      requestsBetween(tx, from, to),
    ]);
    return [
      ...paid.currencies.flatMap((currency) => [
        row(RECORD_METRICS.donations, currency.invoices, currency.slug),
        row(RECORD_METRICS.donationsAmount, currency.amount, currency.slug),
        row(RECORD_METRICS.donors, currency.donors, currency.slug),
      ]),
      row(RECORD_METRICS.donors, paid.donors),
      row(RECORD_METRICS.newFriends, friends.joined),
      row(RECORD_METRICS.registrations, registrations),
      row(RECORD_METRICS.crmRequests, requests),
    ].filter((metric) => Number(metric.value) !== 0);
  });
}

/**
 * Today's record metrics (UTC) recomputed now, for the dashboard's "refresh"; with `yesterdayToo`, the day before as
 * well (what the job does: a payment confirmed after midnight is paid on the day it was paid).
 */
export async function refreshDayMetrics(db: Database, now = new Date(), yesterdayToo = false): Promise<MetricDay[]> {
  const days = [utcDayOf(now), ...(yesterdayToo ? [utcDayOf(new Date(now.getTime() - DAY_MS))] : [])];
  for (const day of days) await computeDayMetrics(db, day);
  return days;
}
