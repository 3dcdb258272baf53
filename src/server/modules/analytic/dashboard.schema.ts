import { z } from 'zod';
import { DAY, periodProblem } from '../../../shared/dashboard-period';

const day = z.string().regex(DAY, { error: 'must be a day as YYYY-MM-DD' });

/** `GET /api/analytic/dashboard?from=2026-11-01&to=2026-11-29`: whole UTC days, both included; absent, this month. */
export const dashboardInput = z.strictObject({ from: day.optional(), to: day.optional() }).superRefine(({ from, to }, ctx) => {
  if ((from === undefined) !== (to === undefined))
    ctx.addIssue({ code: 'custom', path: [from === undefined ? 'from' : 'to'], message: 'from and to go together' });
  const problem = from && to ? periodProblem(from, to) : undefined;
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});
export type DashboardInput = z.infer<typeof dashboardInput>;

const total = { invoices: z.int(), amount: z.string(), donors: z.int() };

/**
 * The dashboard's figures over a period. A figure is there only when the caller may read the records behind it
 * (the list route of the entity it counts): someone who may not see invoices does not see what they add up to.
 */
export const dashboardAnswer = z.object({
  from: z.string(),
  to: z.string(),
  /** Paid invoices (docs/decisions/0033: money recorded, not a status): per currency, per day and currency, donors. */
  raised: z
    .object({
      currencies: z.array(z.object({ slug: z.string(), symbol: z.string().nullable(), decimals: z.int(), ...total })),
      days: z.array(z.object({ day: z.string(), currency: z.string(), ...total })),
      donors: z.int(),
    })
    .optional(),
  /** Who holds a role giving grants now, how many were given it in the period, and those roles. */
  friends: z.object({ total: z.int(), joined: z.int(), roleIds: z.array(z.string()) }).optional(),
  /** Requests that wait for the team now (received or in progress, whenever sent), and those sent in the period. */
  crmRequests: z.object({ open: z.int(), received: z.int() }).optional(),
  /** The page-view metrics: views in all, per day that had any, and the most viewed paths with their language. */
  pageViews: z
    .object({
      total: z.int(),
      days: z.array(z.object({ day: z.string(), views: z.int() })),
      top: z.array(z.object({ path: z.string(), language: z.string(), views: z.int() })),
    })
    .optional(),
  /**
   * Donate page → paid: the views of the pages marked `donate` (their paths, one per language) and the invoices paid
   * in the period (those `raised` counts); the rate is paid ÷ views.
   */
  conversion: z.object({ paths: z.array(z.string()), views: z.int(), paid: z.int() }).optional(),
  /** Messages that failed for good, now. */
  failedNotifications: z.int().optional(),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;

/** The figures the dashboard has, each read only for a caller who may read its records. */
export const DASHBOARD_FIGURES = ['raised', 'friends', 'crmRequests', 'failedNotifications', 'pageViews', 'conversion'] as const;
export type DashboardFigure = (typeof DASHBOARD_FIGURES)[number];
