'use client';

import Link from 'next/link';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { adminPathOf, type EntitySummary } from '@/shared/admin/entity-summary';
import { cn } from '@/lib/utils';
import { useAdmin, useAdminWords, useRegistryNames } from './admin-context';
import { groupByModule, matchEntities } from './command-palette/command-palette-search';

/**
 * Every entity the visitor may manage, grouped by module and sorted by name, with a filter box and a Hide/Show
 * toggle; choosing one opens its table.
 */
export function ModelBrowser({ compact = false, current }: { compact?: boolean; current?: string }) {
  const { summaries } = useAdmin();
  const words = useAdminWords();
  const names = useRegistryNames();
  const [filter, setFilter] = useState('');
  const [shown, setShown] = useState(true);
  const groups = useMemo(() => {
    const entityName = (summary: EntitySummary) => names.entity(summary.path, 'plural');
    return groupByModule(matchEntities(summaries, filter, names))
      .map(({ module, summaries: list }) => ({
        module: names.module(module),
        list: list.sort((a, b) => entityName(a).localeCompare(entityName(b))),
      }))
      .sort((a, b) => a.module.localeCompare(b.module));
  }, [summaries, filter, names]);
  const listId = compact ? 'model-browser-list-compact' : 'model-browser-list';
  return (
    <section aria-label={words.models} className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Input
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={words.filterModels}
          aria-label={words.filterModels}
          className="h-8"
        />
        <Button variant="outline" size="sm" aria-expanded={shown} aria-controls={listId} onClick={() => setShown(!shown)}>
          {shown ? words.hide : words.show}
        </Button>
      </div>
      <div id={listId} hidden={!shown} className={cn(!compact && 'grid gap-4 sm:grid-cols-2')}>
        {groups.length === 0 && <p className="text-sm text-muted-foreground">{words.noFoundItems}</p>}
        {groups.map(({ module, list }) => (
          <div key={module} className={cn(compact ? 'mb-3' : 'rounded-lg border bg-background p-3')}>
            <h2 className="mb-1 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{module}</h2>
            <ul>
              {list.map((summary) => (
                <li key={summary.path}>
                  <Link
                    href={adminPathOf(summary.path)}
                    aria-current={summary.path === current ? 'page' : undefined}
                    className={cn(
                      'block rounded-md px-2 py-1 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
                      summary.path === current && 'bg-accent font-medium',
                    )}
                  >
                    {names.entity(summary.path, 'plural')}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
