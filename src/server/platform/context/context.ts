import { DEFAULT_LANGUAGE, type Language } from '../../../shared/languages';
import type { Database } from '../../db/database';
import type { TokenSettings } from '../credentials/token-settings';
import { ephemeralTokenSettings } from '../credentials/token-settings';
import type { FileStorage } from '../file-storage/file-storage';
import { fileStorageFromEnvironment } from '../file-storage/file-storage-from-environment';
import { Readiness } from '../health/readiness';
import type { Mailer } from '../mail/mailer';
import type { PageCache } from '../page-cache/page-cache';
import type { TelegramBot } from '../telegram/telegram-bot';
import { compileRouteTable, type RouteTable } from '../procedures/route-table';
import { DatabaseRateLimitStore } from '../rate-limit/database-store';
import { createRateLimiter, type RateLimiter } from '../rate-limit/rate-limiter';
import { recordSubject } from '../logging/request-log';
import { secretKeyCredential, subjectCredential, type AccessTokenVerifier, type Credentials } from './credentials';
import { languageOf } from './language';
import { RequestBudget } from './request-budget';
import { CLIENT_IP_HEADER, CLIENT_SECURE_HEADER, header, type RequestHeaders } from './request-headers';
import { ResponseEffects } from './response-effects';
import { siteUrlOf } from '../settings/site-url';

/** The context every procedure receives, whichever face called it (REST, tRPC, Server Components, the seed). */
export interface Context {
  db: Database;
  tokens: TokenSettings;
  limiter: RateLimiter;
  mailer: Mailer | undefined;
  /** The Telegram bot when TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_USERNAME are set: its sign-in, linking and messages. */
  telegram?: TelegramBot;
  siteUrl: string;
  /** Where the files of written records are kept: FILE_STORAGE_PROVIDER's provider, and the others configured. */
  storage: FileStorage;
  /** The served route table: what is-authorized and the OpenAPI document read (no module imports the assembled API). */
  routes: RouteTable;
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
  /** What `GET /api/ready` checks. */
  readiness: Readiness;
  /** Only inside Next.js: see PageCache. */
  pageCache?: PageCache;
}

/** What the server holds for every request: the open database, its configuration, and the modules' implementations. */
export interface ContextDependencies {
  db: Database;
  storage: FileStorage;
  /** RBAC_SECRET_KEY: it authorises server-to-server calls and scripts to do anything. */
  secretKey: string | undefined;
  /** RBAC_JWT_SECRET and the token lifetimes. */
  tokens: TokenSettings;
  /** The rbac module's check of a presented access token and its session. */
  verifyAccessToken: AccessTokenVerifier;
  /** Abuse limits, in the database or Redis: shared by every server process. */
  limiter: RateLimiter;
  /** SMTP when NOTIFICATION_SMTP_URL is set; without it messages stay in the notification outbox. */
  mailer: Mailer | undefined;
  /** The Telegram bot when TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_USERNAME are set; without it nothing of Telegram is offered. */
  telegram?: TelegramBot;
  /**
   * SITE_URL, else the address the server listens on (`http://localhost:$PORT`): the public address of the site, for
   * canonical and `hreflang` links, Open Graph urls, links in messages and payment providers' return addresses.
   */
  siteUrl: string;
  /** What this process needs to serve well, for `GET /api/ready`; the server's start adds to it. */
  readiness: Readiness;
}

/** What the face serving a request adds: the route table it serves, and inside Next.js the page cache. */
export interface ServedBy {
  routes: RouteTable;
  pageCache?: PageCache;
}

/**
 * The site's address as the environment says now (SITE_URL, else the address the server listens on): read when asked,
 * not when this module loads, since the start reads `.env` into the environment after its imports.
 */
export const currentSiteUrl = (): string => siteUrlOf(process.env);

/** The one place a request's context is built, for REST, tRPC and the pages' server-side caller alike. */
export async function createContext(
  dependencies: ContextDependencies,
  headers: RequestHeaders,
  served: ServedBy,
): Promise<Context> {
  const subject = await subjectCredential(dependencies.verifyAccessToken, headers);
  // The request's later log lines, its request line among them, name who made it.
  if (subject.state === 'valid') recordSubject(subject.subjectId);
  // Read when a procedure asks (a message, a page): most calls, a list among them, never do (issue 34).
  let language: Language | undefined;
  // Written out, with no objects made only to be spread into it (issue 34).
  const context: Context = {
    routes: served.routes,
    db: dependencies.db,
    tokens: dependencies.tokens,
    limiter: dependencies.limiter,
    mailer: dependencies.mailer,
    siteUrl: dependencies.siteUrl,
    storage: dependencies.storage,
    readiness: dependencies.readiness,
    credentials: {
      secretKey: secretKeyCredential(headers, dependencies.secretKey),
      subject,
    },
    ip: header(headers, CLIENT_IP_HEADER) ?? 'unknown',
    secure: header(headers, CLIENT_SECURE_HEADER) === 'https',
    get language() {
      return (language ??= languageOf(headers));
    },
    headers,
    response: new ResponseEffects(),
    budget: new RequestBudget(),
  };
  if (served.pageCache) context.pageCache = served.pageCache;
  if (dependencies.telegram) context.telegram = dependencies.telegram;
  return context;
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
    siteUrl: currentSiteUrl(),
    storage,
    routes: compileRouteTable({}),
    credentials: { secretKey: 'valid', subject: { state: 'absent' } },
    ip: 'unknown',
    secure: false,
    language: DEFAULT_LANGUAGE,
    headers: {},
    response: new ResponseEffects(),
    budget: new RequestBudget(Number.POSITIVE_INFINITY),
    readiness: new Readiness(),
  };
}
