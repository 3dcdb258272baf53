/**
 * How long a test waits for a condition that comes from another process or a timer (a job runner's poll, a commit's
 * notification): long, because on a busy 2-core machine it may take seconds; the wait ends as soon as it holds.
 */
export const PATIENTLY = { timeout: 20_000, interval: 20 } as const;
