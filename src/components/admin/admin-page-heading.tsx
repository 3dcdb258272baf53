'use client';

import Link from 'next/link';
import { ALL_MODELS_PATH, type EntitySummary } from '@/shared/admin/entity-summary';
import { useAdminWords, useRegistryNames } from './admin-context';

/** The heading of `/admin` (the menu) or `/admin/models` (every entity), in the admin's words. */
export function AdminHeading({ allModels }: { allModels: boolean }) {
  const words = useAdminWords();
  return <h1 className="mb-4 text-2xl font-semibold tracking-tight">{allModels ? words.menu.allModels : words.admin}</h1>;
}

const crumbClass = 'hover:text-foreground hover:underline';

/** Above an entity's table: `Admin / Donations` for an entity of the menu, `Admin / All models / Shop` for another. */
export function EntityBreadcrumb({ summary }: { summary: EntitySummary }) {
  const words = useAdminWords();
  const names = useRegistryNames();
  return (
    <nav aria-label={words.breadcrumb} className="mb-1 text-sm text-muted-foreground">
      <Link href="/admin" className={crumbClass}>
        {words.admin}
      </Link>{' '}
      /{' '}
      {summary.menu ? (
        words.menu.groups[summary.menu.group]
      ) : (
        <>
          <Link href={ALL_MODELS_PATH} className={crumbClass}>
            {words.menu.allModels}
          </Link>{' '}
          / {names.module(summary.module)}
        </>
      )}
    </nav>
  );
}
