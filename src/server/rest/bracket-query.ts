import { badRequest } from '../errors';

type Node = { [key: string]: Node } | string | Node[];

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Highest list index a query string may use, so `a[999999999]` cannot allocate a huge list. */
const MAX_INDEX = 10_000;

/** `filters[and][0][column]` → `['filters', 'and', '0', 'column']`; `value[]` ends in `''` (append). */
function segmentsOf(key: string): string[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return undefined;
  return [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)];
}

/** Objects whose keys are all list indexes become lists, in index order. */
function listsFromIndexes(node: Node): Node {
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return node.map(listsFromIndexes);
  const keys = Object.keys(node);
  const converted = Object.fromEntries(keys.map((key) => [key, listsFromIndexes(node[key]!)]));
  if (keys.length && keys.every((key) => /^\d+$/.test(key)))
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key]!);
  return converted;
}

/**
 * Parses a bracket-notation query string (`filters[and][0][column]=slug&value[]=a&value[]=b`) into
 * nested objects and lists. A key used both as a value and as an object is a 400 naming the key.
 */
export function parseBracketQuery(params: URLSearchParams): Record<string, unknown> {
  const root: { [key: string]: Node } = {};
  for (const [key, value] of params) {
    const segments = segmentsOf(key);
    if (!segments)
      throw badRequest(`Malformed query parameter "${key}"`, [{ field: key, message: `${key}: malformed brackets` }]);
    let node: { [key: string]: Node } | Node[] = root;
    for (const [index, segment] of segments.entries()) {
      if (FORBIDDEN_KEYS.has(segment))
        throw badRequest(`Query parameter "${key}" is not allowed`, [{ field: key, message: `${key}: not allowed` }]);
      if (/^\d+$/.test(segment) && Number(segment) > MAX_INDEX)
        throw badRequest(`Query parameter "${key}" has an index above ${MAX_INDEX}`, [
          { field: key, message: `${key}: index too large` },
        ]);
      const last = index === segments.length - 1;
      const conflict = () =>
        badRequest(`Query parameter "${key}" is used both as a value and as a list or object`, [
          { field: key, message: `${key}: conflicting value` },
        ]);
      if (Array.isArray(node)) {
        // `key[]=…` appends; nothing may follow an append.
        if (!last) throw conflict();
        node.push(value);
        break;
      }
      // Own keys only: an inherited `toString` would be taken for a value, or descended into and written to.
      const existing: Node | undefined = Object.hasOwn(node, segment) ? node[segment] : undefined;
      if (last) {
        if (existing === undefined) node[segment] = value;
        else if (typeof existing === 'string') node[segment] = [existing, value];
        else if (Array.isArray(existing)) existing.push(value);
        else throw conflict();
        break;
      }
      const appends = segments[index + 1] === '';
      if (existing === undefined) node[segment] = appends ? [] : {};
      else if (typeof existing === 'string' || appends !== Array.isArray(existing)) throw conflict();
      node = node[segment] as { [key: string]: Node } | Node[];
    }
  }
  return listsFromIndexes(root) as Record<string, unknown>;
}
