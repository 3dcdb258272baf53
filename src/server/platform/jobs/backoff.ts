import type { Backoff } from './job-definition';

/** The wait after failed attempt `attempt` (1 for the first): base · 2^(attempt − 1) seconds, at most the max, in ms. */
export const backoffMs = ({ baseSeconds, maxSeconds }: Backoff, attempt: number): number =>
  Math.min(baseSeconds * 2 ** Math.max(0, attempt - 1), maxSeconds) * 1000;
