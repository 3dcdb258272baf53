import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { AppError } from '../../errors';
import type { RateLimitStore } from './rate-limit-store';

/** A limit of `limit` hits per fixed window of `windowSeconds` for each subject (an IP address, a login, an email). */
export interface RateLimitRule {
  /** Names the rule: the first part of every key, and what overrides are keyed by. Letters, digits, `.`, `_`, `-`. */
  name: string;
  /** What is counted, in the plural, for the message: `Too many ${action}: try again in 12 minutes`. */
  action: string;
  limit: number;
  windowSeconds: number;
  /**
   * What the subject is. `ip`: an IPv6 address counts for its /64 (one customer's network: the rest of it is free
   * to take), an IPv4-mapped IPv6 address as the IPv4 one. `identifier` (default): a login, an email or a wallet
   * address, compared trimmed, NFKC-normalised and in lower case.
   */
  per?: 'ip' | 'identifier';
}

/** A rule, frozen: modules declare theirs beside their code (`RATE_LIMIT_RULES` of rbac, the CRM form's). */
export const defineRateLimitRule = <Name extends string>(
  name: Name,
  action: string,
  limit: number,
  windowSeconds: number,
  per: RateLimitRule['per'],
): Readonly<RateLimitRule & { name: Name }> => Object.freeze({ name, action, limit, windowSeconds, per });

export const MINUTE = 60;
export const HOUR = 3600;

/** New numbers for a rule, e.g. `{ signInPerIp: { limit: 1000 } }` in tests that sign in often. */
export type RateLimitOverride = Partial<Pick<RateLimitRule, 'limit' | 'windowSeconds'>>;
export type RateLimitOverrides = Partial<Record<string, RateLimitOverride>>;

/** Where a subject stands after a call: hits in the current window, hits left before the 429, and when it ends. */
export interface RateLimitStatus {
  rule: RateLimitRule;
  hits: number;
  remaining: number;
  resetAt: Date;
}

const RULE_NAME = /^[A-Za-z0-9._-]{1,64}$/;

function checkRule(rule: RateLimitRule): RateLimitRule {
  if (!RULE_NAME.test(rule.name))
    throw new RangeError(`Rate-limit rule name ${JSON.stringify(rule.name)}: 1 to 64 of A-Z a-z 0-9 . _ -`);
  if (!(Number.isInteger(rule.limit) && rule.limit > 0))
    throw new RangeError(`Rate-limit rule ${rule.name}: the limit is a positive whole number`);
  if (!(Number.isFinite(rule.windowSeconds) && rule.windowSeconds > 0))
    throw new RangeError(`Rate-limit rule ${rule.name}: the window is a positive number of seconds`);
  return rule;
}

/** The IPv6 address's first 64 bits as 4 groups, or undefined when `ip` is not IPv6. */
function ipv6Prefix64(ip: string): string | undefined {
  const address = ip.replace(/%.*$/, ''); // a zone index (fe80::1%eth0) is local detail
  if (!isIPv6(address)) return undefined;
  const [head = '', tail = ''] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  let before = groups(head);
  let after = address.includes('::') ? groups(tail) : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4) is two groups.
  const toGroups = (list: string[]) =>
    list.flatMap((group) => {
      if (!group.includes('.')) return [group];
      const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  before = toGroups(before);
  after = toGroups(after);
  const full = address.includes('::')
    ? [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after]
    : before;
  const words = full.map((group) => parseInt(group, 16));
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 address itself.
  if (words.slice(0, 5).every((word) => word === 0) && words[5] === 0xffff)
    return `${words[6]! >> 8}.${words[6]! & 255}.${words[7]! >> 8}.${words[7]! & 255}`;
  return `${words
    .slice(0, 4)
    .map((word) => word.toString(16))
    .join(':')}::/64`;
}

/**
 * The subject as counted: an IP address per `ipSubject`, anything else trimmed, NFKC and lower case. An empty
 * subject (an unknown address) is one shared subject rather than no limit at all.
 */
export function normalizeSubject(subject: string, per: RateLimitRule['per'] = 'identifier'): string {
  const trimmed = subject.trim();
  if (per === 'ip') return ipSubject(trimmed);
  return trimmed.normalize('NFKC').toLowerCase();
}

/** An IP address as rate limits count it: IPv4 as is, IPv4-mapped IPv6 as IPv4, other IPv6 as its /64 network. */
export function ipSubject(ip: string): string {
  const trimmed = ip.trim().toLowerCase();
  if (isIPv4(trimmed)) return trimmed;
  return ipv6Prefix64(trimmed) ?? trimmed;
}

/**
 * The store key of `subject` under `rule`: the rule's name and a SHA-256 of the normalised subject, so that no
 * email or login is stored as is, and every key has at most 64 + 44 characters.
 */
export function rateLimitKey(rule: Pick<RateLimitRule, 'name' | 'per'>, subject: string): string {
  const digest = createHash('sha256').update(normalizeSubject(subject, rule.per)).digest('base64url');
  return `${rule.name}:${digest}`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A wait in words, rounded up: `45 seconds`, `12 minutes`, `1 hour`, `1 hour 5 minutes`. */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < MINUTE) return plural(whole, 'second');
  const minutes = Math.ceil(whole / MINUTE);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${plural(hours, 'hour')} ${plural(rest, 'minute')}` : plural(hours, 'hour');
}

/** The 429 of `rule` until `resetAt`, with its Retry-After header (whole seconds, at least 1). */
export function rateLimitError(rule: Pick<RateLimitRule, 'action'>, resetAt: Date, now: number = Date.now()): AppError {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now) / 1000));
  return new AppError('TOO_MANY_REQUESTS', `Too many ${rule.action}: try again in ${formatWait(seconds)}`, [], {
    headers: { 'retry-after': String(seconds) },
    messageCode: 'too_many_requests',
  });
}

/**
 * Abuse limits over a store shared by every server process. Rules are the modules' own objects; an override of
 * a rule's name (a test raising a limit) applies to it.
 */
export class RateLimiter {
  readonly store: RateLimitStore;
  readonly #overrides: RateLimitOverrides;

  constructor(store: RateLimitStore, overrides: RateLimitOverrides = {}) {
    this.store = store;
    this.#overrides = overrides;
    for (const [name, override] of Object.entries(overrides))
      if (override) checkRule({ name, action: name, limit: 1, windowSeconds: 1, ...override });
  }

  /** The rule as this limiter applies it: with any override of its name. */
  rule(rule: RateLimitRule): RateLimitRule {
    const override = Object.hasOwn(this.#overrides, rule.name) ? this.#overrides[rule.name] : undefined;
    if (!override) return checkRule(rule);
    return checkRule({
      ...rule,
      limit: override.limit ?? rule.limit,
      windowSeconds: override.windowSeconds ?? rule.windowSeconds,
    });
  }

  #status(rule: RateLimitRule, hits: number, resetAt: Date): RateLimitStatus {
    return { rule, hits, remaining: Math.max(0, rule.limit - hits), resetAt };
  }

  /** Counts one hit of `subject` and throws the 429 (TOO_MANY_REQUESTS, Retry-After) when it is over the limit. */
  async consume(rule: RateLimitRule, subject: string): Promise<RateLimitStatus> {
    const applied = this.rule(rule);
    const { hits, resetAt } = await this.store.hit(rateLimitKey(applied, subject), applied.windowSeconds);
    if (hits > applied.limit) throw rateLimitError(applied, resetAt);
    return this.#status(applied, hits, resetAt);
  }

  /** Forgets `subject`'s window of `rule` (a login's failures after it signs in). */
  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.store.reset(rateLimitKey(this.rule(rule), subject));
  }
}

/** A limiter over `store`; `overrides` change limits by rule name (tests of other modules raise them). */
export const createRateLimiter = (store: RateLimitStore, overrides?: RateLimitOverrides): RateLimiter =>
  new RateLimiter(store, overrides);
