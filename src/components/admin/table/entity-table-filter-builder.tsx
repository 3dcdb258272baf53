'use client';

import { PlusIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { FilterMethod } from '../entity-api';
import { methodLabel, valueProblem, type FilterColumn } from './entity-table-filter-columns';
import { filterSelectClass as selectClass } from '../field-kinds/shared/filter-parts';
import { LIST_METHODS, VALUELESS_METHODS, type ColumnFilter } from './url-filters';
import { useAdminWords } from '../admin-context';

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
  const words = useAdminWords().filters;
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
    const why = valueProblem(option, method, value, words);
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
      aria-label={words.addFilter}
      className="flex flex-wrap items-end gap-2 rounded-md border bg-background p-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="grid gap-1">
        <label htmlFor={`${id}-column`} className="text-xs font-medium text-muted-foreground">
          {words.column}
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
          {words.condition}
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
              {methodLabel(option, candidate, words)}
            </option>
          ))}
        </select>
      </div>
      {VALUELESS_METHODS.has(method) ? null : (
        <div className="grid gap-1">
          <label htmlFor={`${id}-value`} className="text-xs font-medium text-muted-foreground">
            {words.value}
          </label>
          <option.filter.ValueInput
            id={`${id}-value`}
            field={option.field}
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
        {words.add}
      </Button>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="basis-full text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
