import 'server-only';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { queryParams, type PageQuery } from '@/shared/admin/admin-language';
import { defaultHiddenColumns } from '@/shared/admin/field-order';
import { entityAtPath } from '@/shared/registry';
import type { AnyEntity } from '@/shared/registry/define-entity';
import { serverCaller } from '@/server/caller';
import type { ListInput, Row } from '../entity-api';
import { labelsInput, relatedTargets } from '../related-targets';
import { EntityTable } from './entity-table';
import { countKey, entityListQuery, listKey } from './list-query';
import { TableSkeleton } from './table-skeleton';
import { parseTableState } from './url-state';

/** The generic reads of one entity, as the server caller exposes them (`caller.host.pages`). */
interface GenericReads {
  list(input: ListInput): Promise<Row[]>;
  count(input: { filters?: ListInput['filters']; search?: string; approximate: true }): Promise<number>;
}

type Caller = Awaited<ReturnType<typeof serverCaller>>;

/** The reads of `entity` on the caller: the admin reaches entities by their keys at run time, as entity-api.ts does. */
const readsOf = (caller: Caller, entity: Pick<AnyEntity, 'moduleKey' | 'routerKey'>) =>
  (caller as unknown as Record<string, Record<string, GenericReads>>)[entity.moduleKey]![entity.routerKey]!;

/** A read the visitor may not make (or that fails) is left to the browser, which asks again and says why. */
const orNothing = <T,>(read: Promise<T>): Promise<T | undefined> => read.catch(() => undefined);

/**
 * An entity's table with its first screen read on the server: the page of records the URL asks for, their count and
 * the labels of the records its default columns point at, under the keys the table asks them by (list-query.ts,
 * relation-labels.ts). The rows are in the page's HTML, before any script has run; the browser then fetches only what
 * differs (a filter from the URL, columns this browser shows besides the default ones). The same procedures and
 * access rules as the browser's calls, through the server caller.
 */
export function PrefetchedEntityTable(props: { path: string; query: PageQuery; language: string }) {
  return (
    <Suspense fallback={<TableSkeleton />}>
      <FirstScreen {...props} />
    </Suspense>
  );
}

async function FirstScreen({ path, query, language }: { path: string; query: PageQuery; language: string }) {
  const entity = entityAtPath(path);
  const state = parseTableState(queryParams(query));
  const queryClient = new QueryClient();
  // URL filters are read by each field's kind, in the browser: a screen with some is left to it.
  if (entity && !state.filters.length) {
    const caller = await serverCaller();
    const reads = readsOf(caller, entity);
    const { filters, search, listInput } = entityListQuery(entity, state, language, []);
    const [rows, count] = await Promise.all([
      orNothing(reads.list(listInput)),
      orNothing(reads.count({ ...(filters ? { filters } : {}), ...(search ? { search } : {}), approximate: true })),
    ]);
    if (rows) queryClient.setQueryData(listKey(path, listInput), rows);
    if (count !== undefined) queryClient.setQueryData(countKey(path, { filters, search }), count);
    const hidden = new Set(state.hidden ?? defaultHiddenColumns(entity.readableFields));
    const shown = entity.readableFields.filter((field) => !hidden.has(field.name));
    await Promise.all(
      relatedTargets(shown, rows ?? []).map(async (target) => {
        const related = entityAtPath(target.path);
        const input = labelsInput(target.ids);
        const records = related && (await orNothing(readsOf(caller, related).list(input)));
        if (records) queryClient.setQueryData(listKey(target.path, input), records);
      }),
    );
  }
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <EntityTable path={path} />
    </HydrationBoundary>
  );
}
