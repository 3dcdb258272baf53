import { RECORD_METRICS } from './analytic-metrics';

/**
 * What an analytic widget may show on a public page (docs/decisions/0053): counts and sums that name no one. Page
 * views are not among them (they would tell the visits of private pages), nor donors (a day's donors summed over
 * days count a person once per day they gave), nor the CRM's requests (the team's own work).
 */
export const FIGURE_METRICS = [
  RECORD_METRICS.donationsAmount,
  RECORD_METRICS.donations,
  RECORD_METRICS.newFriends,
  RECORD_METRICS.registrations,
] as const;

export type FigureMetric = (typeof FIGURE_METRICS)[number];

/** Which UTC days a figure adds up. */
export const FIGURE_PERIODS = ['all-time', 'this-year', 'this-month', 'last-30-days'] as const;

export type FigurePeriod = (typeof FIGURE_PERIODS)[number];

export const isFigureMetric = (value: string): value is FigureMetric => (FIGURE_METRICS as readonly string[]).includes(value);

export const isFigurePeriod = (value: string): value is FigurePeriod => (FIGURE_PERIODS as readonly string[]).includes(value);

/** The metrics whose breakdown is a currency's slug: a sum in it, or the donations paid in it. */
export const byCurrency = (metric: FigureMetric): boolean =>
  metric === RECORD_METRICS.donationsAmount || metric === RECORD_METRICS.donations;
