'use client';

import { ExternalLinkIcon, FileTextIcon, LogOutIcon, PlusIcon, TableIcon } from 'lucide-react';
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
import { useAdmin, useAdminWords, useRegistryNames } from '../admin-context';
import { useRecordLabel } from '../use-record-label';
import type { Row } from '../entity-api';
import { useErrorMessage } from '../table/messages';
import {
  entityAtPathname,
  groupByModule,
  groupFoundRecords,
  paletteActions,
  parsePaletteQuery,
  recordHref,
  type PaletteActionKind,
} from './command-palette-search';
import { secondaryLine } from '../relation-select/relation-select-options';
import { useDebouncedValue } from '../use-debounced-value';
import { useSignOut } from '../use-sign-out';
import { useEverywhereSearch } from './use-everywhere-search';
import { usePaletteOpen } from './use-palette-open';
import { useRecordSearch } from './use-record-search';

const ACTION_ICONS: Record<PaletteActionKind, typeof PlusIcon> = {
  create: PlusIcon,
  site: ExternalLinkIcon,
  'sign-out': LogOutIcon,
};

/** A found record's second line: its slug, else its url, else its id. */
const detailOf = (record: Row) => (typeof record.url === 'string' && !record.slug ? record.url : secondaryLine(record));

/**
 * The admin's command palette (Ctrl+K / ⌘+K, closed with Escape): go to any table the administrator may list, find a
 * record by free text in every entity (title, admin title, slug, url: the server's search across entities) and in the
 * table on screen, or search one table with `entity: text`; a record opens in its table's edit dialog. It also offers
 * actions: create a record of the table shown, go to the site, sign out.
 */
export function CommandPalette() {
  const { summaries, language, interfaceLanguage, signedInAs } = useAdmin();
  const words = useAdminWords();
  const dictionary = words.palette;
  const errorMessage = useErrorMessage();
  const names = useRegistryNames();
  const label = useRecordLabel();
  const router = useRouter();
  const pathname = usePathname();
  const { open, setOpen, changeOpen, text, setText } = usePaletteOpen();
  const { signOut } = useSignOut();

  const current = entityAtPathname(pathname, summaries);
  const shown = parsePaletteQuery(text, summaries, names, current);
  // The server is asked once the typing pauses; the entity list follows every key.
  const debounced = parsePaletteQuery(useDebouncedValue(text, 200), summaries, names, current);
  const asked = debounced.records;

  const go = (href: string) => {
    setOpen(false);
    router.push(href);
  };

  const openRecord = (summary: EntitySummary, record: Row) => {
    const adminPath = adminPathOf(summary.path);
    // On its own table the other parameters (filters, page) stay; another table opens plain.
    go(recordHref(adminPath, record.id, summary.path === current?.path ? window.location.search : ''));
  };

  const act = (kind: PaletteActionKind) => {
    if (kind === 'create' && current) go(recordHref(adminPathOf(current.path), 'new', window.location.search));
    else if (kind === 'site') go(`/${interfaceLanguage}`);
    else if (kind === 'sign-out') {
      setOpen(false);
      void signOut();
    }
  };

  const groups = groupByModule(shown.entities);
  const target = shown.records?.summary;
  const found = useRecordSearch(open ? target : undefined, target && asked?.summary.path === target.path ? asked.text : '');
  const everywhereText = shown.everywhere && debounced.everywhere === shown.everywhere ? shown.everywhere : '';
  const everywhere = useEverywhereSearch(open && !!shown.everywhere, everywhereText);
  const foundGroups = shown.everywhere ? groupFoundRecords(everywhere.records ?? [], summaries, target) : [];
  // Sign out where there is a session to end (not for the secret key alone).
  const actions = paletteActions(text, dictionary, names, current).filter((action) => action.kind !== 'sign-out' || signedInAs);

  const failure = found.failure ?? everywhere.failure;
  const waiting = found.waiting || (!!shown.everywhere && (everywhere.waiting || !everywhereText));
  const anyRecord = !!found.records?.length || foundGroups.length > 0;
  // "No records" where records were looked for and nothing else answers the text (a table's name is an answer).
  const status = failure
    ? `${dictionary.failed} ${errorMessage(failure)}`
    : waiting
      ? dictionary.searching
      : anyRecord
        ? ''
        : target
          ? dictionary.noRecords
          : groups.length === 0 && !actions.length
            ? shown.everywhere
              ? dictionary.noRecords
              : dictionary.nothing
            : '';

  // The first item is highlighted whenever the results change (records arrive after the tables), so Enter takes it.
  const firstFound = foundGroups[0];
  // Tables a text names come before records found elsewhere: `layouts to widgets` + Enter goes to that table.
  const firstItem =
    target && found.records?.length
      ? `record:${target.path}:${found.records[0]!.id}`
      : groups[0]?.summaries[0]
        ? `entity:${groups[0].summaries[0].path}`
        : firstFound
          ? `record:${firstFound.summary.path}:${firstFound.records[0]!.id}`
          : actions[0]
            ? `action:${actions[0].kind}`
            : '';
  const [highlighted, setHighlighted] = useState(firstItem);
  const [highlightedFirst, setHighlightedFirst] = useState(firstItem);
  if (highlightedFirst !== firstItem) {
    setHighlightedFirst(firstItem);
    setHighlighted(firstItem);
  }

  const recordItem = (summary: EntitySummary, record: Row) => (
    <CommandItem key={record.id} value={`record:${summary.path}:${record.id}`} onSelect={() => openRecord(summary, record)}>
      <FileTextIcon aria-hidden="true" />
      <span className="flex min-w-0 flex-col">
        <span className="truncate">{label(record, language, summary.path)}</span>
        <span className="truncate text-xs text-muted-foreground">{detailOf(record)}</span>
      </span>
    </CommandItem>
  );

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
        <CommandStatus tone={failure ? 'error' : 'muted'}>{status}</CommandStatus>
        <CommandList label={dictionary.results} className="max-h-[min(60vh,28rem)]">
          {target && found.records?.length ? (
            <CommandGroup heading={dictionary.records(names.entity(target.path, 'plural'))}>
              {found.records.map((record) => recordItem(target, record))}
            </CommandGroup>
          ) : null}
          {groups.map((group) => (
            <CommandGroup key={group.module} heading={names.module(group.module)}>
              {group.summaries.map((summary) => (
                <CommandItem key={summary.path} value={`entity:${summary.path}`} onSelect={() => go(adminPathOf(summary.path))}>
                  <TableIcon aria-hidden="true" />
                  <span className="min-w-0 truncate">{names.entity(summary.path, 'plural')}</span>
                  <span className="ml-auto truncate pl-2 text-xs text-muted-foreground">{summary.plural}</span>
                </CommandItem>
              ))}
            </CommandGroup>
          ))}
          {foundGroups.map((group) => (
            <CommandGroup
              key={group.summary.path}
              heading={dictionary.records(
                `${names.entity(group.summary.path, 'plural')} · ${names.module(group.summary.module)}`,
              )}
            >
              {group.records.map((record) => recordItem(group.summary, record))}
            </CommandGroup>
          ))}
          {actions.length ? (
            <CommandGroup heading={dictionary.actions}>
              {actions.map((action) => {
                const Icon = ACTION_ICONS[action.kind];
                return (
                  <CommandItem key={action.kind} value={`action:${action.kind}`} onSelect={() => act(action.kind)}>
                    <Icon aria-hidden="true" />
                    <span className="min-w-0 truncate">{action.label}</span>
                  </CommandItem>
                );
              })}
            </CommandGroup>
          ) : null}
        </CommandList>
      </Command>
    </CommandDialog>
  );
}
