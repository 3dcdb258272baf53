import { LANGUAGES } from '@/shared/languages';
import { searchPattern } from '@/shared/search-pattern';
import type { FieldMeta } from '@/shared/registry/types';
import type { Filter, FilterMethod } from '../entity-api';
import { fieldKindOf, type FilterKind } from '../field-kinds';
import type { FilterWords } from '../field-kinds/field-kind';
import { valueWord, type ValueWords } from '../field-kinds/select/value-words';
import { LANGUAGE_TEXT_FILTER, PATTERN_METHODS } from '../field-kinds/shared/filter-parts';
import { LIST_METHODS, VALUELESS_METHODS, type ColumnFilter } from './url-filters';

/** A column the filters offer: a field, or one language of a multilingual field (`title.en`). */
export interface FilterColumn {
  column: string;
  title: string;
  field: FieldMeta;
  /** Set for one language of a multilingual field: the column reads as text. */
  language?: string;
  /** How the column is filtered: by its field's kind, or as text for one language. */
  filter: FilterKind;
  methods: FilterMethod[];
}

/** How a filter method reads in the builder and on a chip: the kind's own word for it, else the admin's. */
export const methodLabel = (option: FilterColumn | undefined, method: FilterMethod, words: FilterWords) =>
  option?.filter.labels?.(words)[method] ?? words.methods[method];

/** Every filterable column of these fields, multilingual ones once per language; `name` titles a field. */
export function filterColumns(fields: readonly FieldMeta[], name: (field: FieldMeta) => string): FilterColumn[] {
  return fields.flatMap((field): FilterColumn[] => {
    const title = name(field);
    if (field.multilingual)
      return LANGUAGES.map((language) => ({
        column: `${field.name}.${language}`,
        title: `${title} (${language})`,
        field,
        language,
        filter: LANGUAGE_TEXT_FILTER,
        methods: LANGUAGE_TEXT_FILTER.methods(field),
      }));
    const { filter } = fieldKindOf(field);
    return [{ column: field.name, title, field, filter, methods: filter.methods(field) }];
  });
}

/**
 * A typed filter value as the server takes it: a pattern without `%` as "contains" (its `%` and `_`, which mean
 * "any" in a LIKE pattern, then looked for as they are), else as the column's kind sends it (dates as ISO).
 */
function requestValue(option: FilterColumn, method: FilterMethod, text: string): string {
  if (PATTERN_METHODS.includes(method)) return text.includes('%') ? text : searchPattern(text);
  return option.filter.requestValue?.(option.field, text) ?? text;
}

/** The URL's filters the entity knows, as list and count filters; unknown columns and methods are left out. */
export function requestFilters(options: readonly FilterColumn[], filters: readonly ColumnFilter[]): Filter[] {
  return filters.flatMap((filter): Filter[] => {
    const option = options.find((candidate) => candidate.column === filter.column);
    if (!option || !option.methods.includes(filter.method)) return [];
    if (VALUELESS_METHODS.has(filter.method)) return [{ column: filter.column, method: filter.method }];
    const values = Array.isArray(filter.value) ? filter.value : [filter.value ?? ''];
    const converted = values.map((value) => requestValue(option, filter.method, value));
    return [{ column: filter.column, method: filter.method, value: LIST_METHODS.has(filter.method) ? converted : converted[0] }];
  });
}

/** `Price ≥ 10`, `Status is one of new, paid`, `Deleted at is empty`. */
export function filterText(
  options: readonly FilterColumn[],
  filter: ColumnFilter,
  words: FilterWords,
  valueWords: ValueWords = {},
): string {
  const option = options.find((candidate) => candidate.column === filter.column);
  const title = option?.title ?? filter.column;
  // An enumerated field's values read as words (`Type = One-off`), as its cells show them.
  const shown = (value: string) => (option?.field.values?.length ? valueWord(valueWords, value) : value);
  const value = Array.isArray(filter.value) ? filter.value.map(shown).join(', ') : shown(filter.value ?? '');
  return [title, methodLabel(option, filter.method, words), VALUELESS_METHODS.has(filter.method) ? '' : value]
    .filter(Boolean)
    .join(' ');
}

/** Why a typed value cannot filter this column, or undefined when it can. */
export function valueProblem(option: FilterColumn, method: FilterMethod, text: string, words: FilterWords): string | undefined {
  if (VALUELESS_METHODS.has(method)) return undefined;
  const values = LIST_METHODS.has(method) ? text.split(',').map((value) => value.trim()) : [text.trim()];
  if (values.every((value) => value === '')) return words.enterValue;
  return option.filter.valueProblem?.(option.field, values, words);
}
