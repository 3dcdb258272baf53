'use client';

import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { FilterMethod } from '@/shared/registry/list-input';
import type { FieldMeta } from '@/shared/registry/types';
import { LIST_METHODS } from '../../table/url-filters';
import type { FilterKind, FilterValueProps, FilterWords } from '../field-kind';
import { useAdminWords } from '../../admin-context';
import { valueWord } from '../select/value-words';

export const PATTERN_METHODS: readonly FilterMethod[] = ['ilike', 'notIlike', 'like', 'notLike'];
export const COMPARE_METHODS: readonly FilterMethod[] = ['gt', 'gte', 'lt', 'lte'];
const NULL_METHODS: readonly FilterMethod[] = ['isNull', 'isNotNull'];

/** isNull and isNotNull, when the field may be empty. */
export const nullMethods = (field: FieldMeta): readonly FilterMethod[] => (field.nullable ? NULL_METHODS : []);

export const filterSelectClass =
  'h-9 rounded-md border border-input bg-card px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50';

/** The hint of a text value: a list's, a pattern's, or `Value`. */
function textPlaceholder(words: FilterWords, method: FilterMethod, choices?: readonly string[]): string {
  if (LIST_METHODS.has(method))
    return `${words.values}${choices?.length ? ` (${choices.slice(0, 3).join(', ')}${choices.length > 3 ? ', …' : ''})` : ''}`;
  return PATTERN_METHODS.includes(method) ? words.pattern : words.value;
}

/** A typed filter value. `placeholder` replaces the hint of a single value (a list keeps its own). */
export function FilterTextValue({
  id,
  method,
  value,
  onChange,
  invalid,
  describedBy,
  placeholder,
  choices,
  inputMode,
}: FilterValueProps & { placeholder?: string; choices?: readonly string[]; inputMode?: 'decimal' }) {
  const list = LIST_METHODS.has(method);
  const words = useAdminWords().filters;
  return (
    <Input
      id={id}
      className="h-9 w-full min-w-40 sm:w-56"
      inputMode={list ? undefined : inputMode}
      value={value}
      placeholder={list || placeholder === undefined ? textPlaceholder(words, method, choices) : placeholder}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** One of fixed values; a list of them is typed. `wordsForValues`: each shown as a word (select/value-words.ts). */
export function FilterChoiceValue({
  choices,
  wordsForValues,
  ...props
}: FilterValueProps & { choices: readonly string[]; wordsForValues?: boolean }) {
  const { id, method, value, onChange } = props;
  const words = useAdminWords();
  if (!choices.length || LIST_METHODS.has(method)) return <FilterTextValue {...props} choices={choices} />;
  return (
    <select
      id={id}
      className={cn(filterSelectClass, 'min-w-32')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="" disabled>
        {words.choose}
      </option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {wordsForValues ? valueWord(words.enumValues, choice) : choice}
        </option>
      ))}
    </select>
  );
}

/** Text: patterns, equality and lists. */
export const TEXT_FILTER: FilterKind = {
  methods: (field) => [...PATTERN_METHODS, 'eq', 'ne', ...LIST_METHODS, ...nullMethods(field)],
  ValueInput: FilterTextValue,
};

/** A JSON column, searched as its text. */
export const JSON_TEXT_FILTER: FilterKind = {
  methods: (field) => ['ilike', 'notIlike', ...nullMethods(field)],
  ValueInput: FilterTextValue,
};

/** An id (a record's own, or a related one): equality and lists. */
export const ID_FILTER: FilterKind = {
  methods: (field) => ['eq', 'ne', ...LIST_METHODS, ...nullMethods(field)],
  ValueInput: FilterTextValue,
};

/** One language of a multilingual field: text inside JSON, missing when never written. */
export const LANGUAGE_TEXT_FILTER: FilterKind = {
  methods: () => ['ilike', 'notIlike', 'eq', 'ne', ...NULL_METHODS],
  ValueInput: FilterTextValue,
};
