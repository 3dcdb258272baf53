import qs from 'qs';
import { badRequest } from '../errors';
import { freezeInput } from '../storable-text';

/** Most parameters one query string may hold. */
export const MAX_QUERY_PARAMETERS = 1000;
/** Most brackets one key may nest: `filters[and][0][value][0]` is four. */
export const MAX_QUERY_DEPTH = 8;
/** Highest list index a key may use, so `a[999999999]` cannot ask for a huge list. */
export const MAX_QUERY_INDEX = 1000;

/** Keys that reach an object's prototype, or that superjson refuses to send back. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** `filters[and][0][column]` → `['filters', 'and', '0', 'column']`; undefined when the brackets are malformed. */
function segmentsOf(key: string): string[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return undefined;
  return [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)];
}

const refuse = (key: string, problem: string, message = `Query parameter "${key}" ${problem}`) =>
  badRequest(message, [{ field: key, message: `${key}: ${problem}`, code: 'invalid' }]);

/**
 * Names that carry a secret: a password (current, new, confirmed), a reset code, a token, a nonce, a signature or a
 * key. A URL is written down everywhere (browser history, proxies' and servers' logs, the Referer header), so these
 * come only in a body (decision 0041): given in the query string, at any depth (`data[password]`,
 * `data[wallet][signature]`, `password`), on any route, they are a 400 and nothing is done. Compared without case.
 */
export const CREDENTIAL_NAMES: ReadonlySet<string> = new Set(
  [
    'password',
    'currentPassword',
    'newPassword',
    'passwordConfirmation',
    'code',
    'token',
    'refresh',
    'jwt',
    'nonce',
    'signature',
    'secret',
    'secretKey',
    'salt',
  ].map((name) => name.toLowerCase()),
);

/** A key's path as an error names it: `data[wallet][signature]` → `data.wallet.signature`, `data[0][code]` → `data[0].code`. */
const fieldOf = (segments: readonly string[]) =>
  segments.reduce((text, segment) => (/^\d*$/.test(segment) ? `${text}[${segment}]` : text ? `${text}.${segment}` : segment), '');

/**
 * The credential a query key carries, named as a field (`data.password`), or undefined. A segment is read with its
 * dots too (`data.password` unbracketed is a key qs keeps whole, still a password in a URL).
 */
function credentialOf(segments: readonly string[]): string | undefined {
  for (let index = 0; index < segments.length; index++)
    if (segments[index]!.split('.').some((part) => CREDENTIAL_NAMES.has(part.toLowerCase())))
      return fieldOf(segments.slice(0, index + 1));
  return undefined;
}

/** The 400 of credentials in a query string: every such parameter named, coded `credential_in_query`. */
function credentialRefusal(fields: readonly string[]) {
  return badRequest(
    `Credentials are never taken from the URL: send ${fields.join(', ')} in the request body`,
    fields.map((field) => ({
      field,
      message: `${field}: a credential is never taken from the query string: send it in the body`,
      code: 'credential_in_query' as const,
    })),
    { messageCode: 'credential_in_query' },
  );
}

/** Refuses, naming it, a key qs would misread or that could harm: qs itself drops such keys silently. */
function checkKey(key: string): void {
  const segments = segmentsOf(key);
  if (!segments) throw refuse(key, 'has malformed brackets', `Malformed query parameter "${key}"`);
  if (segments.length - 1 > MAX_QUERY_DEPTH) throw refuse(key, `nests deeper than ${MAX_QUERY_DEPTH} brackets`);
  for (const segment of segments) {
    if (FORBIDDEN_KEYS.has(segment)) throw refuse(key, 'is not allowed');
    if (/^\d+$/.test(segment) && Number(segment) > MAX_QUERY_INDEX) throw refuse(key, `has an index above ${MAX_QUERY_INDEX}`);
  }
}

/**
 * Parses a bracket-notation query string (`filters[and][0][column]=slug&value[]=a&value[]=b`) the way the
 * spec's clients write it with qs, within limits on parameters, depth and list size. Every failing key is a 400
 * naming it, and so is every credential (CREDENTIAL_NAMES: those travel in bodies only); shapes that make no sense to a procedure (`a=1&a[b]=2`) are left to its input schema to refuse.
 */
export function parseQueryString(search: string): Record<string, unknown> {
  const text = search.startsWith('?') ? search.slice(1) : search;
  if (!text) return {};
  const cached = parsed.get(text);
  if (cached) return cached;
  const query = freezeInput(parseText(text));
  if (text.length <= CACHED_TEXT_LENGTH) {
    if (parsed.size >= CACHED_QUERIES) parsed.clear();
    parsed.set(text, query);
  }
  return query;
}

/**
 * Query strings read before, and what they were read as: a list's page asked again and again is read once (issue 34).
 * Frozen, since every request asking the same gets the same objects; a refused one is not kept and refused each time.
 * Bounded: forgotten all at once past CACHED_QUERIES, and long texts are never kept.
 */
const parsed = new Map<string, Record<string, unknown>>();
const CACHED_QUERIES = 1000;
const CACHED_TEXT_LENGTH = 1024;

function parseText(text: string): Record<string, unknown> {
  const keys = [...new URLSearchParams(text).keys()];
  if (keys.length > MAX_QUERY_PARAMETERS)
    throw badRequest(`A query string may hold at most ${MAX_QUERY_PARAMETERS} parameters`, [
      {
        field: 'query',
        message: `query: more than ${MAX_QUERY_PARAMETERS} parameters`,
        code: 'too_big',
        params: { maximum: MAX_QUERY_PARAMETERS, origin: 'array' },
      },
    ]);
  keys.forEach(checkKey);
  const credentials = [...new Set(keys.flatMap((key) => credentialOf(segmentsOf(key)!) ?? []))];
  if (credentials.length) throw credentialRefusal(credentials);
  try {
    // Objects without a prototype: a key such as `toString` is data like any other, never an inherited method.
    return qs.parse(text, {
      depth: MAX_QUERY_DEPTH,
      strictDepth: true,
      arrayLimit: MAX_QUERY_INDEX + 1,
      parameterLimit: MAX_QUERY_PARAMETERS,
      throwOnLimitExceeded: true,
      plainObjects: true,
    }) as Record<string, unknown>;
  } catch (error) {
    // The keys were checked above; what is left is a list grown past its limit by repeated `a[]=`.
    const reason = error instanceof Error ? error.message : String(error);
    throw badRequest(`The query string cannot be read: ${reason}`, [
      { field: 'query', message: `query: ${reason}`, code: 'invalid' },
    ]);
  }
}
