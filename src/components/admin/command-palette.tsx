'use client';

import { useQuery } from '@tanstack/react-query';
import { FileTextIcon, Search, TableIcon } from 'lucide-react';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import {
  CommandDialog,
  Command,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandStatus,
} from '@/components/ui/command';
import { Button } from '@/components/ui/button';
import { adminPathOf, type EntitySummary } from '@/shared/admin/entity-summary';
import { recordLabel } from '@/shared/admin/format';
import { useAdmin } from './admin-context';
import { entityApi, errorCauses, type Row } from './entity-api';
import { entityAtPathname, groupByModule, parsePaletteQuery, recordHref } from './command-palette-search';
import { COMMAND_PALETTE_DICTIONARY as dictionary } from './command-palette-dictionary';
import { useLoadedEntity } from './use-loaded-entity';
import { optionsListInput, PALETTE_RECORDS_LIMIT, relationKeys, secondaryLine } from './relation-select-options';
import { useDebouncedValue } from './use-debounced-value';

/** The window event that opens the palette: a header button may dispatch it (`openCommandPalette()`). */
const OPEN_EVENT = 'admin:open-command-palette';

/** Opens the command palette from anywhere in the admin (a search button in the header, say). */
export function openCommandPalette() {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/** Ctrl+K or ⌘+K, on any keyboard layout (`code` is the physical key: a Russian layout types `л` there). */
const isPaletteShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && (event.key.toLowerCase() === 'k' || event.code === 'KeyK');

/**
 * The admin's command palette (Ctrl+K / ⌘+K, closed with Escape): go to any table the administrator may list, or
 * find a record — of the table on screen, or of another one with `entity: text` — and open it in its table.
 */
export function CommandPalette() {
  const { summaries, language } = useAdmin();
  const router = useRouter();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event) || event.repeat) return;
      event.preventDefault();
      if (open) setOpen(false);
      else {
        setText('');
        setOpen(true);
      }
    };
    const onOpenRequest = () => {
      setText('');
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener(OPEN_EVENT, onOpenRequest);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(OPEN_EVENT, onOpenRequest);
    };
  }, [open]);

  const changeOpen = (next: boolean) => {
    if (next) setText('');
    setOpen(next);
  };

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

/**
 * The records of one entity matching the (debounced) text, read from the server, 10 at most. `waiting` while the
 * entity's chunk loads, the typing has not paused yet, or the answer is on its way.
 */
function useRecordSearch(summary: EntitySummary | undefined, text: string) {
  const entityQuery = useLoadedEntity(summary?.path);
  const entity = entityQuery.data;
  const records = useQuery({
    queryKey: relationKeys.palette(summary?.path ?? '', text),
    queryFn: () => entityApi(entity!).list(optionsListInput(text, 0, [], PALETTE_RECORDS_LIMIT)),
    enabled: !!summary && !!entity && entity.path === summary.path && !!text,
    // The previous matches stay while the next search runs, but never another entity's.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[0] === summary?.path ? previous : undefined),
    staleTime: 30_000,
  });
  if (!summary) return { waiting: false, records: undefined, failure: null };
  const failure = entityQuery.error ?? records.error;
  return { waiting: !failure && (!text || !entity || records.isPending), records: records.data, failure };
}

/** The header's way into the palette: a phone has no Ctrl+K. */
export function CommandPaletteButton() {
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={openCommandPalette}
      aria-keyshortcuts="Control+K Meta+K"
      className="text-muted-foreground"
    >
      <Search aria-hidden="true" />
      <span>Search</span>
      <kbd className="ml-2 hidden rounded border bg-muted px-1 font-mono text-[10px] sm:inline">Ctrl K</kbd>
    </Button>
  );
}
