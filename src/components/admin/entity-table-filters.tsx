'use client';

import { FilterIcon, PlusIcon, XIcon } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatDate, parseDateTime } from '@/shared/admin/format';
import { LANGUAGES } from '@/shared/languages';
import { cn } from '@/lib/utils';
import { searchPattern } from '@/shared/search-pattern';
import type { FieldMeta } from '@/shared/registry/types';
import type { Filter, FilterMethod } from './entity-api';
import { fieldLabel } from './form-values';
import { twoDigits } from './inputs/values';
import { LIST_METHODS, VALUELESS_METHODS, type ColumnFilter } from './url-state';

/** How each filter method reads in the builder and on a chip. */
export const METHOD_LABELS: Record<FilterMethod, string> = {
  eq: 'is',
  ne: 'is not',
  not: 'is not (or empty)',
  gt: 'after / greater than',
  gte: 'from / at least',
  lt: 'before / less than',
  lte: 'until / at most',
  like: 'matches (case-sensitive)',
  ilike: 'contains',
  notLike: 'does not match (case-sensitive)',
  notIlike: 'does not contain',
  inArray: 'is one of',
  notInArray: 'is none of',
  isNull: 'is empty',
  isNotNull: 'is not empty',
};

const NUMBER_LABELS: Partial<Record<FilterMethod, string>> = { gt: '>', gte: '≥', lt: '<', lte: '≤' };
const DATE_LABELS: Partial<Record<FilterMethod, string>> = { gt: 'after', gte: 'from', lt: 'before', lte: 'until' };

/** A column the filters offer: a field, or one language of a multilingual field (`title.en`). */
export interface FilterColumn {
  column: string;
  title: string;
  field: FieldMeta;
  /** Set for one language of a multilingual field: the column reads as text. */
  language?: string;
  methods: FilterMethod[];
}

const PATTERNS: FilterMethod[] = ['ilike', 'notIlike', 'like', 'notLike'];
const LISTS: FilterMethod[] = ['inArray', 'notInArray'];
const COMPARE: FilterMethod[] = ['gt', 'gte', 'lt', 'lte'];
const NULLS: FilterMethod[] = ['isNull', 'isNotNull'];

/** The registry's filter methods that fit a field's kind. */
function methodsFor(field: FieldMeta, language?: string): FilterMethod[] {
  const nulls = field.nullable ? NULLS : [];
  // A language of a multilingual text: text inside JSON, missing when never written.
  if (language) return ['ilike', 'notIlike', 'eq', 'ne', ...NULLS];
  if (field.name === 'id' || field.relation) return ['eq', 'ne', ...LISTS, ...nulls];
  switch (field.type) {
    case 'boolean':
      return ['eq', 'ne', ...nulls];
    case 'int':
    case 'float':
      return ['eq', 'ne', ...COMPARE, ...LISTS, ...nulls];
    case 'datetime':
    case 'date':
      return [...COMPARE, 'eq', ...nulls];
    case 'json':
      return ['ilike', 'notIlike', ...nulls];
    case 'string':
      if (field.values?.length) return ['eq', 'ne', ...LISTS, ...nulls];
      if (field.input === 'file') return ['ilike', 'eq', ...nulls];
      return [...PATTERNS, 'eq', 'ne', ...LISTS, ...nulls];
  }
}

export const methodLabel = (option: FilterColumn | undefined, method: FilterMethod) => {
  const type = option?.language ? 'string' : option?.field.type;
  if (type === 'int' || type === 'float') return NUMBER_LABELS[method] ?? METHOD_LABELS[method];
  if (type === 'date' || type === 'datetime') return DATE_LABELS[method] ?? METHOD_LABELS[method];
  return METHOD_LABELS[method];
};

/** Every filterable column of these fields, multilingual ones once per language. */
export function filterColumns(fields: readonly FieldMeta[]): FilterColumn[] {
  return fields.flatMap((field): FilterColumn[] => {
    const title = fieldLabel(field);
    if (field.multilingual)
      return LANGUAGES.map((language) => ({
        column: `${field.name}.${language}`,
        title: `${title} (${language})`,
        field,
        language,
        methods: methodsFor(field, language),
      }));
    return [{ column: field.name, title, field, methods: methodsFor(field) }];
  });
}

/**
 * A typed filter value as the server takes it: dates as ISO, a pattern without `%` as "contains" (its `%` and `_`,
 * which mean "any" in a LIKE pattern, then looked for as they are).
 */
function requestValue(option: FilterColumn, method: FilterMethod, text: string): string {
  if (PATTERNS.includes(method)) return text.includes('%') ? text : searchPattern(text);
  if (!option.language && (option.field.type === 'datetime' || option.field.type === 'date')) {
    const date = parseDateTime(text);
    if (!date) return text;
    return option.field.type === 'date'
      ? `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`
      : date.toISOString();
  }
  return text;
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
export function filterText(options: readonly FilterColumn[], filter: ColumnFilter): string {
  const option = options.find((candidate) => candidate.column === filter.column);
  const title = option?.title ?? filter.column;
  const value = Array.isArray(filter.value) ? filter.value.join(', ') : (filter.value ?? '');
  return [title, methodLabel(option, filter.method), VALUELESS_METHODS.has(filter.method) ? '' : value].filter(Boolean).join(' ');
}

/** Why a typed value cannot filter this column, or undefined when it can. */
function valueProblem(option: FilterColumn, method: FilterMethod, text: string): string | undefined {
  if (VALUELESS_METHODS.has(method)) return undefined;
  const values = LIST_METHODS.has(method) ? text.split(',').map((value) => value.trim()) : [text.trim()];
  if (values.every((value) => value === '')) return 'Enter a value';
  if (option.language) return undefined;
  const { type } = option.field;
  if ((type === 'int' || type === 'float') && values.some((value) => value === '' || !Number.isFinite(Number(value))))
    return type === 'int' ? 'Enter whole numbers' : 'Enter numbers';
  if ((type === 'datetime' || type === 'date') && values.some((value) => !parseDateTime(value)))
    return type === 'date' ? 'Enter a date as DD.MM.YYYY' : 'Enter a date as DD.MM.YYYY or DD.MM.YYYY HH:mm';
  return undefined;
}

const selectClass =
  'h-9 rounded-md border border-input bg-card px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50';

/** The value control fit for the column and method: a choice for booleans and fixed values, else text. */
function ValueInput({
  id,
  option,
  method,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  option: FilterColumn;
  method: FilterMethod;
  value: string;
  onChange(value: string): void;
  invalid: boolean;
  describedBy?: string;
}) {
  const { field } = option;
  const list = LIST_METHODS.has(method);
  const choices = option.language ? undefined : field.type === 'boolean' ? ['true', 'false'] : field.values;
  if (choices?.length && !list)
    return (
      <select id={id} className={cn(selectClass, 'min-w-32')} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="" disabled>
          Choose…
        </option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    );
  const type = option.language ? 'string' : field.type;
  const placeholder = list
    ? `Values, comma separated${choices?.length ? ` (${choices.slice(0, 3).join(', ')}${choices.length > 3 ? ', …' : ''})` : ''}`
    : type === 'datetime'
      ? `DD.MM.YYYY HH:mm (${formatDate(new Date())} 00:00)`
      : type === 'date'
        ? 'DD.MM.YYYY'
        : PATTERNS.includes(method)
          ? 'Text (% for any characters)'
          : 'Value';
  return (
    <Input
      id={id}
      className="h-9 w-full min-w-40 sm:w-56"
      inputMode={!list && (type === 'int' || type === 'float') ? 'decimal' : undefined}
      value={value}
      placeholder={placeholder}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * The per-column filters: a row to choose a column, a condition and a value, and a chip per active filter with a
 * button removing it. Every change goes to the URL (`f`), starting again at page 1.
 */
export function FilterBuilder({
  options,
  filters,
  onChange,
  onClose,
}: {
  options: readonly FilterColumn[];
  filters: readonly ColumnFilter[];
  onChange(filters: ColumnFilter[]): void;
  onClose(): void;
}) {
  const id = useId();
  const [column, setColumn] = useState(options[0]?.column ?? '');
  const option = options.find((candidate) => candidate.column === column) ?? options[0];
  const [chosenMethod, setMethod] = useState<FilterMethod | undefined>(undefined);
  const method = chosenMethod && option?.methods.includes(chosenMethod) ? chosenMethod : option?.methods[0];
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  if (!option || !method) return null;

  function add(event: FormEvent) {
    event.preventDefault();
    if (!option || !method) return;
    const why = valueProblem(option, method, value);
    setProblem(why);
    if (why) return;
    const filter: ColumnFilter = VALUELESS_METHODS.has(method)
      ? { column: option.column, method }
      : LIST_METHODS.has(method)
        ? {
            column: option.column,
            method,
            value: value
              .split(',')
              .map((item) => item.trim())
              .filter(Boolean),
          }
        : { column: option.column, method, value: value.trim() };
    onChange([...filters, filter]);
    setValue('');
  }

  return (
    <form
      onSubmit={add}
      aria-label="Add a filter"
      className="flex flex-wrap items-end gap-2 rounded-md border bg-background p-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="grid gap-1">
        <label htmlFor={`${id}-column`} className="text-xs font-medium text-muted-foreground">
          Column
        </label>
        <select
          id={`${id}-column`}
          className={selectClass}
          value={option.column}
          onChange={(event) => {
            setColumn(event.target.value);
            setValue('');
            setProblem(undefined);
          }}
        >
          {options.map((candidate) => (
            <option key={candidate.column} value={candidate.column}>
              {candidate.title}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-method`} className="text-xs font-medium text-muted-foreground">
          Condition
        </label>
        <select
          id={`${id}-method`}
          className={selectClass}
          value={method}
          onChange={(event) => {
            setMethod(event.target.value as FilterMethod);
            setProblem(undefined);
          }}
        >
          {option.methods.map((candidate) => (
            <option key={candidate} value={candidate}>
              {methodLabel(option, candidate)}
            </option>
          ))}
        </select>
      </div>
      {VALUELESS_METHODS.has(method) ? null : (
        <div className="grid gap-1">
          <label htmlFor={`${id}-value`} className="text-xs font-medium text-muted-foreground">
            Value
          </label>
          <ValueInput
            id={`${id}-value`}
            option={option}
            method={method}
            value={value}
            onChange={(next) => {
              setValue(next);
              setProblem(undefined);
            }}
            invalid={problem !== undefined}
            describedBy={problem ? `${id}-problem` : undefined}
          />
        </div>
      )}
      <Button type="submit" variant="secondary">
        <PlusIcon aria-hidden="true" />
        Add filter
      </Button>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="basis-full text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

/** The active filters as chips, each with a remove button, and Clear all. */
export function FilterChips({
  options,
  filters,
  onChange,
}: {
  options: readonly FilterColumn[];
  filters: readonly ColumnFilter[];
  onChange(filters: ColumnFilter[]): void;
}) {
  const texts = useMemo(() => filters.map((filter) => filterText(options, filter)), [options, filters]);
  if (!filters.length) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      {filters.map((filter, index) => (
        <li
          key={`${index}-${texts[index]}`}
          className="inline-flex max-w-full items-center gap-1 rounded-md border bg-secondary py-0.5 pr-0.5 pl-2 text-xs text-secondary-foreground"
        >
          <FilterIcon aria-hidden="true" className="size-3 shrink-0 text-muted-foreground" />
          <span className="truncate" title={texts[index]}>
            {texts[index]}
          </span>
          <button
            type="button"
            className="inline-flex size-6 shrink-0 items-center justify-center rounded hover:bg-background focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            aria-label={`Remove filter ${texts[index]}`}
            onClick={() => onChange(filters.filter((_, other) => other !== index))}
          >
            <XIcon aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      ))}
      {filters.length > 1 ? (
        <li>
          <Button variant="ghost" size="sm" className="h-7 text-xs" onClick={() => onChange([])}>
            Clear filters
          </Button>
        </li>
      ) : null}
    </ul>
  );
}
