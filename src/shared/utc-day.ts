/** A day in milliseconds: every day the product counts is a UTC one, so it always has this many. */
export const DAY_MS = 86_400_000;

/** The UTC day of a moment, as `2026-11-29`: the days the metrics, the dashboard and date columns hold. */
export const utcDayOf = (date: Date): string => date.toISOString().slice(0, 10);
