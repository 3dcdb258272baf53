'use client';

import { FileTextIcon, TableIcon } from 'lucide-react';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  CommandDialog,
  Command,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandStatus,
} from '@/components/ui/command';
import { adminPathOf, type EntitySummary } from '@/shared/admin/entity-summary';
import { recordLabel } from '@/shared/admin/format';
import { useAdmin } from '../admin-context';
import { errorCauses, type Row } from '../entity-api';
import { entityAtPathname, groupByModule, parsePaletteQuery, recordHref } from './command-palette-search';
import { COMMAND_PALETTE_DICTIONARY as dictionary } from './command-palette-dictionary';
import { secondaryLine } from '../relation-select/relation-select-options';
import { useDebouncedValue } from '../use-debounced-value';
import { usePaletteOpen } from './use-palette-open';
import { useRecordSearch } from './use-record-search';

/**
 * The admin's command palette (Ctrl+K / ⌘+K, closed with Escape): go to any table the administrator may list, or
 * find a record — of the table on screen, or of another one with `entity: text` — and open it in its table.
 */
export function CommandPalette() {
  const { summaries, language } = useAdmin();
  const router = useRouter();
  const pathname = usePathname();
  const { open, setOpen, changeOpen, text, setText } = usePaletteOpen();

  const current = entityAtPathname(pathname, summaries);
  const shown = parsePaletteQuery(text, summaries, current);
  // The server is asked once the typing pauses; the entity list follows every key.
  const asked = parsePaletteQuery(useDebouncedValue(text, 200), summaries, current).records;

  const go = (href: string) => {
    setOpen(false);
    router.push(href);
  };

  const openRecord = (summary: EntitySummary, record: Row) => {
    const adminPath = adminPathOf(summary.path);
    // On its own table the other parameters (filters, page) stay; another table opens plain.
    go(recordHref(adminPath, record.id, summary.path === current?.path ? window.location.search : ''));
  };

  const groups = groupByModule(shown.entities);
  const target = shown.records?.summary;
  const found = useRecordSearch(open ? target : undefined, target && asked?.summary.path === target.path ? asked.text : '');
  const status = found.failure
    ? `${dictionary.failed} ${errorCauses(found.failure)[0]?.message ?? ''}`
    : found.waiting
      ? dictionary.searching
      : target && found.records?.length === 0
        ? dictionary.noRecords
        : groups.length === 0 && !target
          ? dictionary.nothing
          : '';

  // The first item is highlighted whenever the results change (records arrive after the tables), so Enter takes it.
  const firstItem =
    target && found.records?.length
      ? `record:${target.path}:${found.records[0]!.id}`
      : groups[0]?.summaries[0]
        ? `entity:${groups[0].summaries[0].path}`
        : '';
  const [highlighted, setHighlighted] = useState(firstItem);
  const [highlightedFirst, setHighlightedFirst] = useState(firstItem);
  if (highlightedFirst !== firstItem) {
    setHighlightedFirst(firstItem);
    setHighlighted(firstItem);
  }

  return (
    <CommandDialog
      open={open}
      onOpenChange={changeOpen}
      title={dictionary.title}
      description={dictionary.description}
      closeLabel={dictionary.close}
    >
      <Command
        shouldFilter={false}
        vimBindings={false}
        loop
        label={dictionary.title}
        value={highlighted}
        onValueChange={setHighlighted}
      >
        <CommandInput
          value={text}
          onValueChange={setText}
          placeholder={dictionary.placeholder}
          aria-label={dictionary.inputLabel}
        />
        {/* Outside the list: a listbox may hold options and groups only. */}
        <CommandStatus tone={found.failure ? 'error' : 'muted'}>{status}</CommandStatus>
        <CommandList label={dictionary.results} className="max-h-[min(60vh,28rem)]">
          {target && found.records?.length ? (
            <CommandGroup heading={dictionary.records(target.name)}>
              {found.records.map((record) => (
                <CommandItem
                  key={record.id}
                  value={`record:${target.path}:${record.id}`}
                  onSelect={() => openRecord(target, record)}
                >
                  <FileTextIcon aria-hidden="true" />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate">{recordLabel(record, language)}</span>
                    <span className="truncate text-xs text-muted-foreground">{secondaryLine(record)}</span>
                  </span>
                </CommandItem>
              ))}
            </CommandGroup>
          ) : null}
          {groups.map((group) => (
            <CommandGroup key={group.module} heading={group.module}>
              {group.summaries.map((summary) => (
                <CommandItem key={summary.path} value={`entity:${summary.path}`} onSelect={() => go(adminPathOf(summary.path))}>
                  <TableIcon aria-hidden="true" />
                  <span className="min-w-0 truncate">{summary.name}</span>
                  <span className="ml-auto truncate pl-2 text-xs text-muted-foreground">{summary.plural}</span>
                </CommandItem>
              ))}
            </CommandGroup>
          ))}
        </CommandList>
      </Command>
    </CommandDialog>
  );
}
