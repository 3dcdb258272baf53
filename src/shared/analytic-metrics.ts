/**
 * What the daily metrics count (AnalyticMetric.title, docs/decisions/0052), and what each row's breakdown holds. Page
 * views are added as pages are served; the others are set from the records by the daily job.
 */
export const PAGE_VIEW_METRICS = {
  /** Views of one page: breakdown is its path (`/ru/news`). */
  byPath: 'page-views',
  /** breakdown: the page's language (`ru`). */
  byLanguage: 'page-views-by-language',
  /** Views that came from another site: breakdown is its host (`yandex.ru`). */
  byReferrer: 'page-views-by-referrer',
} as const;

export const RECORD_METRICS = {
  /** Paid invoices: breakdown is the currency's slug. */
  donations: 'donations',
  /** What the paid invoices paid, exactly, in the breakdown's currency. */
  donationsAmount: 'donations-amount',
  /** People who paid (a subject, else a guest's email); breakdown a currency's slug, or empty for every currency. */
  donors: 'donors',
  /** People given a role by giving (a role some product grants, the seed's «Друг фонда»). */
  newFriends: 'new-friends',
  /** New people with a way to sign in (an identity), not the anonymous subjects of a guest's checkout. */
  registrations: 'registrations',
  /** Form entries sent to the CRM. */
  crmRequests: 'crm-requests',
} as const;

export type PageViewMetric = (typeof PAGE_VIEW_METRICS)[keyof typeof PAGE_VIEW_METRICS];
export type RecordMetric = (typeof RECORD_METRICS)[keyof typeof RECORD_METRICS];
export type MetricTitle = PageViewMetric | RecordMetric;

export const METRIC_TITLES: readonly MetricTitle[] = [...Object.values(PAGE_VIEW_METRICS), ...Object.values(RECORD_METRICS)];

/** A UTC day as the metrics store it: `2026-11-29`. */
export type MetricDay = string;
