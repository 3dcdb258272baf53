'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import { adminPathOf, ALL_MODELS_PATH, menuGroups } from '@/shared/admin/entity-summary';
import { cn } from '@/lib/utils';
import { useAdmin, useAdminWords, useRegistryNames } from './admin-context';

const entryClass =
  'block rounded-md px-2 py-1 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * The admin's menu: the entities the visitor may manage, by the team's tasks (donations, people, site content, forms,
 * messages, settings; `@menu` in the schema), then "all models", where link tables and module internals are. `current`
 * marks the entity whose table is shown (or the all-models view).
 */
export function AdminMenu({ compact = false, current }: { compact?: boolean; current?: string }) {
  const { summaries } = useAdmin();
  const words = useAdminWords();
  const names = useRegistryNames();
  const groups = useMemo(() => menuGroups(summaries), [summaries]);
  // Two entries of one name (the shop's and the news' categories) are told apart by their modules.
  const repeated = useMemo(() => {
    const seen = groups.flatMap(({ summaries: list }) => list.map((summary) => names.entity(summary.path, 'plural')));
    return new Set(seen.filter((name, index) => seen.indexOf(name) !== index));
  }, [groups, names]);
  return (
    <nav aria-label={words.menu.label} className={cn(!compact && 'grid gap-4 sm:grid-cols-2')}>
      {groups.map(({ group, summaries: list }) => (
        <section key={group} className={cn(compact ? 'mb-3' : 'rounded-lg border bg-background p-3')}>
          <h2 className="mb-1 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {words.menu.groups[group]}
          </h2>
          <ul>
            {list.map((summary) => (
              <li key={summary.path}>
                <Link
                  href={adminPathOf(summary.path)}
                  aria-current={summary.path === current ? 'page' : undefined}
                  className={cn(entryClass, summary.path === current && 'bg-accent font-medium')}
                >
                  {names.entity(summary.path, 'plural')}
                  {repeated.has(names.entity(summary.path, 'plural')) ? (
                    <span className="text-muted-foreground"> · {names.module(summary.module)}</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section className={cn(compact ? 'border-t pt-3' : 'rounded-lg border border-dashed bg-background p-3')}>
        <Link
          href={ALL_MODELS_PATH}
          aria-current={current === ALL_MODELS_PATH ? 'page' : undefined}
          className={cn(entryClass, current === ALL_MODELS_PATH && 'bg-accent font-medium')}
        >
          {words.menu.allModels}
        </Link>
        {compact ? null : <p className="px-2 text-xs text-muted-foreground">{words.menu.allModelsHint}</p>}
      </section>
    </nav>
  );
}
