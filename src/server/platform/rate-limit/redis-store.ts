import { createClient } from 'redis';
import type { RateLimitCount, RateLimitStore } from './rate-limit-store';
import { logger } from '../logging/logger';

const MAX_KEY_LENGTH = 200;

export interface RedisRateLimitStoreOptions {
  /** `redis://` or `rediss://` URL of the server (REDIS_URL). */
  url: string;
  /** Put before every key, so that other data in the same Redis is untouched (default `rbac:rate-limit:`). */
  prefix?: string;
  /** How long connecting may take before a hit fails, in ms (default 5 s). */
  connectTimeout?: number;
}

/**
 * One hit, atomically (a script runs alone on the server): the first hit of a window sets its expiry. A key found
 * without an expiry (left by anything else) gets one, so that no count lives forever. Returns {hits, ms left}.
 */
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}`;

type RedisClient = ReturnType<typeof createClient>;

function checkArguments(key: string, windowSeconds?: number): void {
  if (!key || key.length > MAX_KEY_LENGTH) throw new RangeError(`A rate-limit key has 1 to ${MAX_KEY_LENGTH} characters`);
  if (windowSeconds !== undefined && !(Number.isFinite(windowSeconds) && windowSeconds > 0))
    throw new RangeError('A rate-limit window is a positive number of seconds');
}

const windowMs = (windowSeconds: number) => Math.max(1, Math.ceil(windowSeconds * 1000));

/**
 * Rate-limit windows as Redis keys that expire with their window, shared by every process using the same Redis.
 * Connects on first use. While Redis is unreachable, calls fail at once (no offline queue) rather than hang a
 * sign-in; a client that gave up reconnecting is replaced by a new one on the next call.
 */
export class RedisRateLimitStore implements RateLimitStore {
  readonly #url: string;
  readonly #prefix: string;
  readonly #connectTimeout: number;
  #client?: RedisClient;
  #connecting?: Promise<RedisClient>;
  #closed = false;

  constructor({ url, prefix = 'rbac:rate-limit:', connectTimeout = 5_000 }: RedisRateLimitStoreOptions) {
    this.#url = url;
    this.#prefix = prefix;
    this.#connectTimeout = connectTimeout;
  }

  #connection(): Promise<RedisClient> {
    if (this.#closed) return Promise.reject(new Error('The Redis rate-limit store is closed'));
    // Reconnection stopped for good: start over with a new client.
    if (this.#client && !this.#client.isOpen) this.#forget(this.#client);
    if (this.#connecting) return this.#connecting;
    let reported = false;
    const client: RedisClient = createClient({
      url: this.#url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: this.#connectTimeout,
        // A few quick retries, then the client is closed and the next call makes another.
        reconnectStrategy: (retries) => (retries < 3 ? 100 * 2 ** retries : false),
      },
    });
    // Without a listener an 'error' event would end the process. One line per outage is enough.
    client.on('error', (error: Error) => {
      if (!reported) logger().error({ err: error }, `Rate limits: Redis at ${redactedUrl(this.#url)} failed`);
      reported = true;
    });
    client.on('ready', () => {
      reported = false;
    });
    this.#client = client;
    const connecting = client.connect().then(
      () => client,
      (error: unknown) => {
        this.#forget(client);
        throw error;
      },
    );
    // A caller awaits it; if none does (closed meanwhile), its failure is not an unhandled rejection.
    connecting.catch(() => undefined);
    this.#connecting = connecting;
    return connecting;
  }

  #forget(client: RedisClient): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    this.#connecting = undefined;
    if (client.isOpen) client.destroy();
  }

  async hit(key: string, windowSeconds: number): Promise<RateLimitCount> {
    checkArguments(key, windowSeconds);
    const client = await this.#connection();
    const reply = (await client.eval(HIT_SCRIPT, {
      keys: [this.#prefix + key],
      arguments: [String(windowMs(windowSeconds))],
    })) as [number, number];
    return { hits: Number(reply[0]), resetAt: new Date(Date.now() + Number(reply[1])) };
  }

  async peek(key: string, windowSeconds: number): Promise<RateLimitCount> {
    checkArguments(key, windowSeconds);
    const client = await this.#connection();
    const [hits, ttl] = await client
      .multi()
      .get(this.#prefix + key)
      .pTTL(this.#prefix + key)
      .exec();
    // PTTL is -2 for no key, -1 for a key without expiry (the next hit gives it one).
    const msLeft = Number(ttl);
    return { hits: Number(hits ?? 0), resetAt: new Date(Date.now() + (msLeft > 0 ? msLeft : windowMs(windowSeconds))) };
  }

  async reset(key: string): Promise<void> {
    checkArguments(key);
    const client = await this.#connection();
    await client.del(this.#prefix + key);
  }

  /** Resolves when Redis answers (for the readiness check). */
  async ping(): Promise<void> {
    const client = await this.#connection();
    await client.ping();
  }

  async close(): Promise<void> {
    this.#closed = true;
    const client = this.#client;
    this.#client = undefined;
    this.#connecting = undefined;
    if (!client?.isOpen) return;
    // Ready: let pending replies arrive and say goodbye; still connecting: stop trying.
    if (client.isReady) await client.close();
    else client.destroy();
  }
}

/** The URL without its password, for logs. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}
