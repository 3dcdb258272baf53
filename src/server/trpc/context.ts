import { createHash, timingSafeEqual } from 'node:crypto';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from '../../lib/languages';
import { SECRET_KEY_COOKIE, SECRET_KEY_HEADER } from '../../lib/api-paths';
import type { Database } from '../db/database';
import { fileStorageFromEnvironment, type FileStorage } from '../modules/file-storage/storage';
import { AppError } from '../errors';
import { readCookie, serializeCookie, type CookieOptions } from '../http/cookies';
import { SUBJECT_JWT_COOKIE } from '../../lib/session-cookies';
import type { Mailer } from '../modules/notification/mailer';
import { DatabaseRateLimitStore } from '../modules/rbac/rate-limit/database-store';
import { createRateLimiter, type RateLimiter } from '../modules/rbac/rate-limit/rate-limit';
import { ephemeralTokenSettings, type TokenSettings } from '../modules/rbac/tokens/token-settings';
import { verifyAccessToken } from '../modules/rbac/tokens/session.service';

/** The secret key a request presented: none, a wrong one, the cookie sent from another site, or the configured one. */
export type SecretKeyCredential = 'absent' | 'invalid' | 'cross-site-cookie' | 'valid';

/** The subject an access token named: none presented, one refused (expired, tampered, ended), or a live session's. */
export type SubjectCredential =
  { state: 'absent' } | { state: 'invalid'; error: AppError } | { state: 'valid'; subjectId: string; sessionId: string };

/** Who is calling; procedures' access rules read it (src/server/trpc/access.ts). */
export interface Credentials {
  secretKey: SecretKeyCredential;
  subject: SubjectCredential;
}

/** Response headers by lower-case name; a list for a header sent several times (Set-Cookie). */
export type ResponseHeaders = Record<string, string | string[]>;

/** Headers and cookies a procedure sets on its answer; the REST adapter and the tRPC handler both apply them. */
export class ResponseEffects {
  readonly headers = new Map<string, string>();
  readonly cookies: string[] = [];

  setHeader(name: string, value: string): void {
    this.headers.set(name.toLowerCase(), value);
  }

  setCookie(name: string, value: string, options?: CookieOptions): void {
    this.cookies.push(serializeCookie(name, value, options));
  }

  /** As node:http and tRPC take them: Set-Cookie as a list, one entry per cookie. */
  toRecord(): ResponseHeaders {
    const headers: ResponseHeaders = Object.fromEntries(this.headers);
    if (this.cookies.length) headers['set-cookie'] = [...this.cookies];
    return headers;
  }
}

/** Most rows one request may read or write across all its calls (a tRPC batch holds up to 50). */
export const MAX_ROWS_PER_REQUEST = 10_000;

/** What one request may still ask for, so a small batch cannot make the server read or write without bound. */
export class RequestBudget {
  /** The calls run by `within`, one after another. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private rows = MAX_ROWS_PER_REQUEST) {}

  /** Takes `rows` from the budget, or refuses the call naming `field` when the request would pass it. */
  take(rows: number, field: string): void {
    if (rows > this.rows)
      throw new AppError(
        'BAD_REQUEST',
        `One request may read or write at most ${MAX_ROWS_PER_REQUEST} rows across its calls: ask for fewer, or send another request`,
        [{ field, message: `${field}: passes the ${MAX_ROWS_PER_REQUEST} rows one request may ask for` }],
      );
    this.rows -= rows;
  }

  /**
   * Runs work whose answer is a list of at most `max` rows, of a length known only once it ran. Such calls of
   * one request run one after another, each allowed what the ones before left (up to `max`), and pay what they
   * answer; a call that fails pays its whole allowance, since its work was done. So a batch of many such calls
   * costs no more than one budget. `work` gets the number of rows it may answer.
   */
  within<T extends readonly unknown[]>(max: number, field: string, work: (limit: number) => Promise<T>): Promise<T> {
    const turn = this.queue.then(async () => {
      const allowance = Math.min(max, this.rows);
      if (allowance < 1) this.take(1, field);
      try {
        const rows = await work(allowance);
        this.take(Math.min(rows.length, allowance), field);
        return rows;
      } catch (error) {
        this.rows -= allowance;
        throw error;
      }
    });
    this.queue = turn.catch(() => undefined);
    return turn;
  }
}

export type RequestHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** Next.js's page cache, given to procedures that Next.js serves itself (revalidation). */
export interface PageCache {
  revalidate(path: string, type: 'layout' | 'page'): void;
}

/** The context every procedure receives, whichever face called it (REST, tRPC, Server Components, the seed). */
export interface Context {
  db: Database;
  tokens: TokenSettings;
  limiter: RateLimiter;
  mailer: Mailer | undefined;
  siteUrl: string;
  /** Where the files of written records are kept (local today; S3 and Vercel Blob later). */
  storage: FileStorage;
  credentials: Credentials;
  /** The caller's IP address as the server's connection saw it ('unknown' for in-process calls). */
  ip: string;
  /** Whether the request came over HTTPS (cookies it gets are then Secure). */
  secure: boolean;
  /** The caller's language: the site's language cookie, else Accept-Language, else the default. */
  language: Language;
  /** The request's headers as sent (lower-case names), for what a procedure must read itself (a webhook signature). */
  headers: RequestHeaders;
  response: ResponseEffects;
  budget: RequestBudget;
  /** Only inside Next.js: see PageCache. */
  pageCache?: PageCache;
}

/** What the server holds for every request: the open database and its configuration. */
export interface ContextDependencies {
  db: Database;
  storage: FileStorage;
  /** RBAC_SECRET_KEY: it authorises server-to-server calls and scripts to do anything. */
  secretKey: string | undefined;
  /** RBAC_JWT_SECRET and the token lifetimes. */
  tokens: TokenSettings;
  /** Abuse limits, in the database or Redis: shared by every server process. */
  limiter: RateLimiter;
  /** SMTP when NOTIFICATION_SMTP_URL is set; without it messages stay in the notification outbox. */
  mailer: Mailer | undefined;
  /** SITE_URL: the public address of the site, for links in messages. */
  siteUrl: string;
}

/** Where links in messages point when SITE_URL is not set. */
export const DEFAULT_SITE_URL = `http://localhost:${process.env.PORT || 4000}`;

/** Set by the platform server on every request from the connection itself (a client's own value is replaced). */
export const CLIENT_IP_HEADER = 'x-platform-client-ip';
/** Set beside it: `https` when the client's connection (or a trusted proxy's) is encrypted. */
export const CLIENT_SECURE_HEADER = 'x-platform-client-scheme';

const header = (headers: RequestHeaders, name: string) => [headers[name]].flat()[0];

const digest = (text: string) => createHash('sha256').update(text).digest();
/** Compares digests: equal lengths whatever the texts (timingSafeEqual throws otherwise), in constant time. */
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/**
 * A browser sends cookies with requests that other sites make it send; such a request says where it comes
 * from (Sec-Fetch-Site, or an Origin that is not this host). Programs send neither and are not at risk.
 */
export function crossSite(headers: RequestHeaders): boolean {
  const site = header(headers, 'sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = header(headers, 'origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== header(headers, 'host');
  } catch {
    return true;
  }
}

/** Reads the secret key from the X-RBAC-SECRET-KEY header or, for a request from this site, the rbac.secret-key cookie. */
export function secretKeyCredential(headers: RequestHeaders, configuredSecretKey: string | undefined): SecretKeyCredential {
  const fromHeader = header(headers, SECRET_KEY_HEADER);
  const fromCookie = fromHeader ? undefined : readCookie(header(headers, 'cookie'), SECRET_KEY_COOKIE);
  const presented = fromHeader ?? fromCookie;
  if (!presented) return 'absent';
  if (fromCookie && crossSite(headers)) return 'cross-site-cookie';
  return configuredSecretKey && sameSecret(presented, configuredSecretKey) ? 'valid' : 'invalid';
}

/** The access token of a request: `Authorization: Bearer`, or for a request from this site the rbac.subject.jwt cookie. */
function presentedAccessToken(headers: RequestHeaders): string | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header(headers, 'authorization') ?? '')?.[1];
  if (bearer) return bearer;
  const cookie = readCookie(header(headers, 'cookie'), SUBJECT_JWT_COOKIE);
  return cookie && !crossSite(headers) ? cookie : undefined;
}

export async function subjectCredential(
  db: Database,
  tokens: TokenSettings,
  headers: RequestHeaders,
): Promise<SubjectCredential> {
  const token = presentedAccessToken(headers);
  if (!token) return { state: 'absent' };
  try {
    return { state: 'valid', ...(await verifyAccessToken(db, tokens, token)) };
  } catch (error) {
    if (error instanceof AppError) return { state: 'invalid', error };
    throw error;
  }
}

/** The first supported language of an Accept-Language header, by its weights. */
function acceptedLanguage(accept: string | undefined): Language | undefined {
  const ranked = (accept ?? '')
    .split(',')
    .slice(0, 20)
    .map((part) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { language: tag.split('-')[0]!.toLowerCase(), weight: weight === undefined ? 1 : Number(weight) };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return ranked.map((entry) => entry.language).find(isLanguage);
}

export function languageOf(headers: RequestHeaders): Language {
  const chosen = readCookie(header(headers, 'cookie'), LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  return acceptedLanguage(header(headers, 'accept-language')) ?? DEFAULT_LANGUAGE;
}

/** The one place a request's context is built, for REST, tRPC and the pages' server-side caller alike. */
export async function createContext(
  dependencies: ContextDependencies,
  headers: RequestHeaders,
  inNext: { pageCache?: PageCache } = {},
): Promise<Context> {
  return {
    ...inNext,
    db: dependencies.db,
    tokens: dependencies.tokens,
    limiter: dependencies.limiter,
    mailer: dependencies.mailer,
    siteUrl: dependencies.siteUrl,
    storage: dependencies.storage,
    credentials: {
      secretKey: secretKeyCredential(headers, dependencies.secretKey),
      subject: await subjectCredential(dependencies.db, dependencies.tokens, headers),
    },
    ip: header(headers, CLIENT_IP_HEADER) ?? 'unknown',
    secure: header(headers, CLIENT_SECURE_HEADER) === 'https',
    language: languageOf(headers),
    headers,
    response: new ResponseEffects(),
    budget: new RequestBudget(),
  };
}

/** The context of the server's own work (the seed, benchmarks' setup): it holds the secret key and has no row budget. */
export function trustedContext(
  db: Database,
  storage: FileStorage = fileStorageFromEnvironment(),
  tokens: TokenSettings = ephemeralTokenSettings(),
): Context {
  return {
    db,
    tokens,
    limiter: createRateLimiter(new DatabaseRateLimitStore(db)),
    mailer: undefined,
    siteUrl: DEFAULT_SITE_URL,
    storage,
    credentials: { secretKey: 'valid', subject: { state: 'absent' } },
    ip: 'unknown',
    secure: false,
    language: DEFAULT_LANGUAGE,
    headers: {},
    response: new ResponseEffects(),
    budget: new RequestBudget(Number.POSITIVE_INFINITY),
  };
}
