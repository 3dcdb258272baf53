import { FILTER_METHODS, type FilterMethod } from '../../../shared/registry/list-input';

/** Column filters as the URL query holds them (`f=column~method~value`, described in url-state.ts). */

/** Filter methods that take no value. */
export const VALUELESS_METHODS: ReadonlySet<FilterMethod> = new Set(['isNull', 'isNotNull']);
/** Filter methods whose value is a list. */
export const LIST_METHODS: ReadonlySet<FilterMethod> = new Set(['inArray', 'notInArray']);

/** One per-column filter as the URL holds it: the value as typed, text (or a list of texts). */
export interface ColumnFilter {
  column: string;
  method: FilterMethod;
  /** Absent for isNull / isNotNull; a list for inArray / notInArray; text otherwise. */
  value?: string | string[];
}

/** A column name: a field, or one language of a multilingual field (`title.en`). */
export const COLUMN = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_-]+)?$/;
const isMethod = (value: string): value is FilterMethod => (FILTER_METHODS as readonly string[]).includes(value);

const decode = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/** Reads one `column~method~value`; undefined when it is malformed. */
export function parseFilter(text: string): ColumnFilter | undefined {
  const first = text.indexOf('~');
  if (first < 0) return undefined;
  const second = text.indexOf('~', first + 1);
  const column = text.slice(0, first);
  const method = second < 0 ? text.slice(first + 1) : text.slice(first + 1, second);
  const raw = second < 0 ? undefined : text.slice(second + 1);
  if (!COLUMN.test(column) || !isMethod(method)) return undefined;
  if (VALUELESS_METHODS.has(method)) return { column, method };
  if (raw === undefined) return undefined;
  if (LIST_METHODS.has(method)) {
    const values = raw === '' ? [] : raw.split(',').map(decode);
    if (values.some((value) => value === undefined)) return undefined;
    return { column, method, value: values as string[] };
  }
  const value = decode(raw);
  return value === undefined ? undefined : { column, method, value };
}

/** Writes one filter as `column~method~value`. */
export function serializeFilter(filter: ColumnFilter): string {
  const head = `${filter.column}~${filter.method}`;
  if (VALUELESS_METHODS.has(filter.method)) return head;
  const value = filter.value ?? '';
  const text = Array.isArray(value) ? value.map(encodeURIComponent).join(',') : encodeURIComponent(value);
  return `${head}~${text}`;
}
