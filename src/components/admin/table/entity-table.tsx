'use client';

import { Suspense } from 'react';
import { EntityTableView } from './entity-table-view';
import { LoadError } from './load-error';
import { useErrorMessage } from './messages';
import { TableSkeleton } from './table-skeleton';
import { useLoadedEntity } from '../use-loaded-entity';

/**
 * admin-table: an entity's records, a page at a time from the server, with everything the screen shows in the URL
 * (url-state.ts). Mounted by the admin page under the entity's heading, inside AdminProviders (the query client and
 * useAdmin()).
 */
export function EntityTable({ path }: { path: string }) {
  // useSearchParams needs a Suspense boundary above it (a static prerender would otherwise bail out whole).
  return (
    <Suspense fallback={<TableSkeleton />}>
      <EntityLoader key={path} path={path} />
    </Suspense>
  );
}

function EntityLoader({ path }: { path: string }) {
  const entity = useLoadedEntity(path);
  const errorMessage = useErrorMessage();
  if (entity.error) return <LoadError message={errorMessage(entity.error)} onRetry={() => void entity.refetch()} />;
  if (!entity.data) return <TableSkeleton />;
  return <EntityTableView entity={entity.data} />;
}
