'use client';

import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { CheckIcon, PlusIcon } from 'lucide-react';
import { Command, CommandGroup, CommandInput, CommandItem, CommandList, CommandStatus } from '@/components/ui/command';
import { cn } from '@/lib/utils';
import type { Row } from '../entity-api';
import { useAdminWords } from '../admin-context';
import { useRecordLabel } from '../use-record-label';
import { secondaryLine } from './relation-select-options';

/** cmdk item values of the fixed entries; record items are `record:{id}`, so they never clash. */
const NONE = 'action:none';
const MORE = 'action:more';
const CREATE = 'action:create';

interface RelationOptionsListProps {
  entityName: string;
  text: string;
  onText(text: string): void;
  status: string;
  failed: boolean;
  loading: boolean;
  nullable: boolean;
  value: string | null | undefined;
  rows: Row[];
  options: Pick<UseInfiniteQueryResult<InfiniteData<Row[]>>, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  language: string;
  /** The path of the options' entity. */
  path: string;
  onChoose(record: Row | null): void;
  /** Opens the create form; absent where only the product makes the entity's records. */
  onCreate?(): void;
}

/** The popover of the relation select: the search box, the status, "None", the options, "Load more", "Create new…" (if any). */
export function RelationOptionsList({
  entityName,
  text,
  onText,
  status,
  failed,
  loading,
  nullable,
  value,
  rows,
  options,
  language,
  path,
  onChoose,
  onCreate,
}: RelationOptionsListProps) {
  const dictionary = useAdminWords().relationSelect;
  const label = useRecordLabel();
  return (
    <Command shouldFilter={false} label={dictionary.options(entityName)} loop>
      <CommandInput
        value={text}
        onValueChange={onText}
        placeholder={dictionary.search}
        aria-label={dictionary.searchLabel(entityName)}
      />
      {/* Outside the list: a listbox may hold options and groups only. */}
      <CommandStatus tone={failed ? 'error' : 'muted'}>{status}</CommandStatus>
      <CommandList label={dictionary.options(entityName)}>
        <CommandGroup>
          {nullable ? (
            <CommandItem value={NONE} onSelect={() => onChoose(null)}>
              <CheckIcon aria-hidden="true" className={cn(value ? 'opacity-0' : 'opacity-100')} />
              <span className="text-muted-foreground">{dictionary.none}</span>
            </CommandItem>
          ) : null}
          {rows.map((row) => (
            <CommandItem key={row.id} value={`record:${row.id}`} onSelect={() => onChoose(row)}>
              <CheckIcon aria-hidden="true" className={cn(row.id === value ? 'opacity-100' : 'opacity-0')} />
              <span className="flex min-w-0 flex-col">
                <span className="truncate">{label(row, language, path)}</span>
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
        {onCreate ? (
          <CommandGroup className="border-t">
            <CommandItem value={CREATE} onSelect={onCreate}>
              <PlusIcon aria-hidden="true" />
              {dictionary.createNew}
            </CommandItem>
          </CommandGroup>
        ) : null}
      </CommandList>
    </Command>
  );
}
