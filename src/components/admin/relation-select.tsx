'use client';

import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckIcon, ChevronsUpDownIcon, PlusIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Command, CommandGroup, CommandInput, CommandItem, CommandList, CommandStatus } from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { recordLabel } from '@/shared/admin/format';
import { cn } from '@/lib/utils';
import { useEntitySummary } from './admin-context';
import { useCreateForms } from './create-form-context';
import { entityApi, errorCauses, type Row } from './entity-api';
import { useLoadedEntity } from './use-loaded-entity';
import {
  byIdListInput,
  nextOptionsOffset,
  optionsListInput,
  relationKeys,
  secondaryLine,
  uniqueRows,
} from './relation-select-options';
import { RELATION_SELECT_DICTIONARY as dictionary } from './relation-select-dictionary';
import { useDebouncedValue } from './use-debounced-value';

/** What the relation select takes: the related entity's path, and the id as the form holds it. */
export interface RelationSelectProps {
  /** `/api/host/widgets`. */
  path: string;
  value: string | null | undefined;
  onChange(id: string | null): void;
  onBlur?(): void;
  /** Whether "none" may be chosen (the relation field is nullable). */
  nullable: boolean;
  language: string;
  disabled?: boolean;
  id?: string;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
  /** Ids not to offer (already attached). */
  exclude?: readonly string[];
}

const NO_IDS: readonly string[] = [];

/** cmdk item values of the fixed entries; record items are `record:{id}`, so they never clash. */
const NONE = 'action:none';
const MORE = 'action:more';
const CREATE = 'action:create';

/**
 * Picks one record of the entity at `path`: a combobox button showing the chosen record's label, opening a
 * searchable list that asks the server as the user types (20 options a page, "Load more" for the next), with
 * "None" for a nullable relation and "Create new…" (the entity's form in a dialog of CreateFormDialogs; the saved record is chosen).
 */
export function RelationSelect(props: RelationSelectProps) {
  const { path, value, onChange, onBlur, nullable, language, disabled, exclude = NO_IDS } = props;
  const summary = useEntitySummary(path);
  const entityName = summary?.name ?? path.split('/').at(-1) ?? path;
  const queryClient = useQueryClient();
  const triggerRef = useRef<HTMLButtonElement>(null);

  const { openCreateForm } = useCreateForms();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 200);

  // The entity's chunk is needed for the label as soon as there is a value, and for the options once open.
  const entityQuery = useLoadedEntity(path, open || !!value);
  const entity = entityQuery.data;

  const options = useInfiniteQuery({
    queryKey: relationKeys.options(path, search, exclude),
    queryFn: ({ pageParam }) => entityApi(entity!).list(optionsListInput(search, pageParam, exclude)),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextOptionsOffset(lastPage, pages),
    enabled: open && !!entity,
    // The previous matches stay on screen while the next search runs.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const rows = uniqueRows(options.data?.pages);

  // The chosen record, read by id: it is usually not among the loaded options.
  const current = useQuery({
    queryKey: relationKeys.record(path, value ?? ''),
    queryFn: async () => (await entityApi(entity!).list(byIdListInput(value!)))[0] ?? null,
    enabled: !!entity && !!value,
    staleTime: 60_000,
  });

  const remember = (record: Row) => queryClient.setQueryData(relationKeys.record(path, record.id), record);

  const changeOpen = (next: boolean) => {
    if (next) setText('');
    setOpen(next);
    if (!next) onBlur?.();
  };

  const choose = (record: Row | null) => {
    if (record) remember(record);
    onChange(record ? record.id : null);
    changeOpen(false);
  };

  const created = (record: Row) => {
    remember(record);
    void queryClient.invalidateQueries({ queryKey: [path, 'options'] });
    onChange(record.id);
  };
  // The dialog outlives this render: it calls the latest `created`, with the latest onChange.
  const latestCreated = useRef(created);
  useEffect(() => {
    latestCreated.current = created;
  });

  const startCreating = () => {
    changeOpen(false);
    openCreateForm({
      path,
      title: dictionary.createTitle(entityName),
      closeLabel: dictionary.close,
      onCreated: (record) => latestCreated.current(record),
      // The dialog was opened from the popover, which is gone: focus goes back to the select.
      onCloseAutoFocus: () => triggerRef.current?.focus(),
    });
  };

  const failure = entityQuery.error ?? options.error;
  const loading = (open && !entity && !failure) || (options.isPending && options.fetchStatus === 'fetching');
  const status = failure
    ? `${dictionary.failed} ${errorCauses(failure)[0]?.message ?? ''}`
    : loading
      ? dictionary.loading
      : options.isSuccess && rows.length === 0
        ? dictionary.noMatches
        : '';

  return (
    <Popover open={open} onOpenChange={changeOpen} modal>
      <PopoverTrigger asChild>
        <Button
          ref={triggerRef}
          id={props.id}
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-invalid={props['aria-invalid']}
          aria-describedby={props['aria-describedby']}
          disabled={disabled}
          onBlur={() => {
            if (!open) onBlur?.();
          }}
          className="w-full min-w-0 justify-between font-normal aria-invalid:border-destructive"
        >
          <span className="min-w-0 truncate text-left">
            <CurrentValue
              value={value}
              record={current.data}
              loading={current.isPending && current.fetchStatus !== 'idle'}
              nullable={nullable}
              language={language}
            />
          </span>
          <ChevronsUpDownIcon aria-hidden="true" className="opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        aria-label={dictionary.options(entityName)}
        align="start"
        className="w-(--radix-popover-trigger-width) min-w-64 p-0"
        onCloseAutoFocus={(event) => {
          // Back to the select only when the focus is lost: not away from the create dialog or the command palette.
          const active = document.activeElement;
          if (active && active !== document.body) event.preventDefault();
        }}
      >
        <Command shouldFilter={false} label={dictionary.options(entityName)} loop>
          <CommandInput
            value={text}
            onValueChange={setText}
            placeholder={dictionary.search}
            aria-label={dictionary.searchLabel(entityName)}
          />
          {/* Outside the list: a listbox may hold options and groups only. */}
          <CommandStatus tone={failure ? 'error' : 'muted'}>{status}</CommandStatus>
          <CommandList label={dictionary.options(entityName)}>
            <CommandGroup>
              {nullable ? (
                <CommandItem value={NONE} onSelect={() => choose(null)}>
                  <CheckIcon aria-hidden="true" className={cn(value ? 'opacity-0' : 'opacity-100')} />
                  <span className="text-muted-foreground">{dictionary.none}</span>
                </CommandItem>
              ) : null}
              {rows.map((row) => (
                <CommandItem key={row.id} value={`record:${row.id}`} onSelect={() => choose(row)}>
                  <CheckIcon aria-hidden="true" className={cn(row.id === value ? 'opacity-100' : 'opacity-0')} />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate">{recordLabel(row, language)}</span>
                    <span className="truncate text-xs text-muted-foreground">{secondaryLine(row)}</span>
                  </span>
                </CommandItem>
              ))}
              {options.hasNextPage && !loading ? (
                <CommandItem
                  value={MORE}
                  disabled={options.isFetchingNextPage}
                  onSelect={() => void options.fetchNextPage()}
                  // A click keeps the focus in the search box, where the keyboard goes on.
                  onMouseDown={(event) => event.preventDefault()}
                >
                  <span className="w-full text-center text-muted-foreground">
                    {options.isFetchingNextPage ? dictionary.loadingMore : dictionary.loadMore}
                  </span>
                </CommandItem>
              ) : null}
            </CommandGroup>
            <CommandGroup className="border-t">
              <CommandItem value={CREATE} onSelect={startCreating}>
                <PlusIcon aria-hidden="true" />
                {dictionary.createNew}
              </CommandItem>
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}

interface CurrentValueProps {
  value: string | null | undefined;
  /** The chosen record; null when it is missing; undefined while unknown. */
  record: Row | null | undefined;
  loading: boolean;
  nullable: boolean;
  language: string;
}

/** What the closed select shows: the chosen record's label, its id (muted) while loading or when it is missing. */
function CurrentValue({ value, record, loading, nullable, language }: CurrentValueProps) {
  if (!value) return <span className="text-muted-foreground">{nullable ? dictionary.none : dictionary.choose}</span>;
  if (record) return <>{recordLabel(record, language)}</>;
  return (
    <span className="text-muted-foreground" title={record === null ? dictionary.missingTitle : undefined}>
      <span className="font-mono text-xs">{value}</span>
      {record === null ? ` (${dictionary.missing})` : loading ? ` ${dictionary.loading}` : null}
    </span>
  );
}
