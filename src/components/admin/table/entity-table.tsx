'use client';

import { Suspense, use, useReducer } from 'react';
import { EntityTableView } from './entity-table-view';
import { LoadError } from './load-error';
import { useErrorMessage } from './messages';
import { TableSkeleton } from './table-skeleton';
import { settleEntity } from '../registry-loader';

/**
 * admin-table: an entity's records, a page at a time from the server, with everything the screen shows in the URL
 * (url-state.ts). Mounted by the admin page under the entity's heading, inside AdminProviders (the query client and
 * useAdmin()); the page's server render gives it its first page (prefetched-entity-table.tsx).
 */
export function EntityTable({ path }: { path: string }) {
  // useSearchParams needs a Suspense boundary above it (a static prerender would otherwise bail out whole); the
  // entity's schema is waited for under it too: the server renders the table, and the browser keeps that HTML showing
  // until the schema's chunk has loaded.
  return (
    <Suspense fallback={<TableSkeleton />}>
      <EntityLoader key={path} path={path} />
    </Suspense>
  );
}

function EntityLoader({ path }: { path: string }) {
  // A failed load is forgotten by settleEntity: a retry renders again and asks anew.
  const [, retry] = useReducer((attempt: number) => attempt + 1, 0);
  const loaded = use(settleEntity(path));
  const errorMessage = useErrorMessage();
  if ('error' in loaded) return <LoadError message={errorMessage(loaded.error)} onRetry={retry} />;
  return <EntityTableView entity={loaded.entity} />;
}
