import type { IncomingHttpHeaders } from 'node:http';
import { isLanguage } from '../../../shared/languages';
import { metricDayOf, PAGE_VIEW_METRICS, type MetricDay } from '../../../shared/analytic-metrics';

/*
 * What counts as a view of a public page (docs/decisions/0052): a GET of a page under a language (`/ru/…`) answered
 * 200 (or 304: the browser shows its copy, the visit is real), by a person's browser, not ahead of time. Nothing of the
 * visitor is kept: no cookie is read or set, no address, no user-agent; only the path, its language, the host of
 * another site that linked to it, and the day.
 */

/** Every browser a person reads with says `Mozilla/…` first; scripts and libraries (curl, node, python) do not. */
const BROWSER = /^Mozilla\//;
/** Crawlers, link previews, monitors and headless browsers that present themselves as browsers. */
const NOT_A_PERSON = /bot|crawl|spider|slurp|scrape|preview|facebookexternalhit|embedly|lighthouse|headless|phantom|monitor/i;

/** Verdicts on the user agents seen last: the same few browsers send most views, and a page costs microseconds. */
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 1000;

function isPerson(agent: string | undefined): boolean {
  if (!agent) return false;
  let verdict = verdicts.get(agent);
  if (verdict === undefined) {
    verdict = BROWSER.test(agent) && !NOT_A_PERSON.test(agent);
    if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
    verdicts.set(agent, verdict);
  }
  return verdict;
}

const PREFETCH_PURPOSE = /prefetch|prerender/i;

/** Requests a browser or Next.js sends ahead of a visit that may never happen. */
function isPrefetch(headers: IncomingHttpHeaders): boolean {
  if (headers['next-router-prefetch'] !== undefined || headers['next-router-segment-prefetch'] !== undefined) return true;
  const purpose = headers['sec-purpose'] ?? headers.purpose ?? headers['x-purpose'] ?? headers['x-moz'];
  return purpose !== undefined && PREFETCH_PURPOSE.test(String(purpose));
}

/** The longest path kept: a page's url is far shorter; a longer one is cut, never stored whole. */
const MAX_PATH_LENGTH = 300;

/** One view, as it is counted. */
export interface PageView {
  day: MetricDay;
  path: string;
  language: string;
  /** The host of the other site the visitor came from, if any. */
  referrerHost?: string;
}

/** The first segment of a path (`ru` of `/ru/news`), found without splitting the whole path. */
function firstSegment(pathname: string): string {
  const end = pathname.indexOf('/', 1);
  return end < 0 ? pathname.slice(1) : pathname.slice(1, end);
}

/**
 * Whether the request may be a view once answered: a person's GET of a page under a language, not ahead of time. The
 * checks each request pays; what the page is (`pageOf`) is worked out once per page and referrer, when counted views are
 * written.
 */
export const isViewRequest = (method: string | undefined, pathname: string, headers: IncomingHttpHeaders): boolean =>
  method === 'GET' && isLanguage(firstSegment(pathname)) && isPerson(headers['user-agent']) && !isPrefetch(headers);

/**
 * The page of a view: its decoded path without query or trailing slash, its language, and the host of another site
 * that linked to it (`ownHosts` are this site's).
 */
export function pageOf(
  pathname: string,
  referrer: string | undefined,
  ownHosts: readonly (string | undefined)[],
): Omit<PageView, 'day'> {
  const path = readablePath(pathname).slice(0, MAX_PATH_LENGTH);
  const language = firstSegment(pathname);
  const referrerHost = otherSiteOf(referrer, ownHosts);
  return referrerHost ? { path, language, referrerHost } : { path, language };
}

/**
 * The request's page, if it may be a view once answered (`isViewRequest`, then `pageOf`). Undefined for anything that
 * is not counted whatever the answer.
 */
export const viewedPage = (
  method: string | undefined,
  pathname: string,
  headers: IncomingHttpHeaders,
  siteHost?: string,
): Omit<PageView, 'day'> | undefined =>
  isViewRequest(method, pathname, headers) ? pageOf(pathname, headers.referer, [headers.host, siteHost]) : undefined;

/** Whether the answer shows the page: 200, or 304 Not Modified to a browser that has it. */
export const isShown = (status: number) => status === 200 || status === 304;

/** The rows a view adds one to. */
export const rowsOfView = (view: PageView) => [
  { title: PAGE_VIEW_METRICS.byPath, day: view.day, breakdown: view.path },
  { title: PAGE_VIEW_METRICS.byLanguage, day: view.day, breakdown: view.language },
  ...(view.referrerHost ? [{ title: PAGE_VIEW_METRICS.byReferrer, day: view.day, breakdown: view.referrerHost }] : []),
];

const DAY_MS = 86_400_000;

/** Today (UTC), worked out again only once a day has passed: a view must not cost a date's formatting. */
let today = { day: '', until: 0 };
export function currentDay(now = Date.now()): MetricDay {
  if (now >= today.until || now < today.until - DAY_MS) {
    const day = metricDayOf(new Date(now));
    today = { day, until: Date.parse(`${day}T00:00:00.000Z`) + DAY_MS };
  }
  return today.day;
}

function readablePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let path = trimmed;
  try {
    path = decodeURIComponent(trimmed);
  } catch {
    // Kept as sent: a malformed escape is still the page that answered.
  }
  // A uuid names a record, not a page (one person's order under `/donations/[id]`): such views are counted together,
  // never under an id. Control characters are no part of a page's name, and no row may hold them.
  return path.replace(UUID_SEGMENT, '/[id]').replace(CONTROL_CHARACTERS, '');
}

const UUID_SEGMENT = /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi;
// eslint-disable-next-line no-control-regex -- the characters to take out are these
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * The referrer's host name when it is another site's (http or https), lower case; undefined for this site (the host
 * the request was sent to, or the site's configured one) or none.
 */
function otherSiteOf(referrer: string | undefined, ownHosts: readonly (string | undefined)[]): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    const host = url.host.toLowerCase();
    return ownHosts.some((own) => own?.toLowerCase() === host) ? undefined : url.hostname.toLowerCase();
  } catch {
    return undefined;
  }
}
