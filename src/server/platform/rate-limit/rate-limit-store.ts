/** How many hits a key has in its current window, and when that window ends (on this process's clock). */
export interface RateLimitCount {
  hits: number;
  resetAt: Date;
}

/**
 * Fixed-window hit counters shared by every server process. A key's window starts at its first hit and lasts
 * `windowSeconds`; the first hit after it ends starts a new window at 1.
 */
export interface RateLimitStore {
  /** Counts one hit on `key`, atomically (concurrent hits from any process are all counted), and returns the count. */
  hit(key: string, windowSeconds: number): Promise<RateLimitCount>;
  /** The count without adding to it: 0 hits and a window from now when the key has no current window. */
  peek(key: string, windowSeconds: number): Promise<RateLimitCount>;
  /** Forgets the key's window (after a successful sign-in, say). */
  reset(key: string): Promise<void>;
  /** Resolves when a store kept outside the database (Redis) answers: the server's readiness. */
  ping?(): Promise<void>;
  /** Releases what the store opened itself (a Redis connection); the database store owns nothing. */
  close?(): Promise<void>;
}
