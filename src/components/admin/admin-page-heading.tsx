'use client';

import Link from 'next/link';
import { useAdminWords, useRegistryNames } from './admin-context';

/** The model browser's heading, in the admin's words. */
export function ModelsHeading() {
  return <h1 className="mb-4 text-2xl font-semibold tracking-tight">{useAdminWords().models}</h1>;
}

/** `Models / host` above an entity's table. */
export function EntityBreadcrumb({ module }: { module: string }) {
  const words = useAdminWords();
  const names = useRegistryNames();
  return (
    <nav aria-label={words.breadcrumb} className="mb-1 text-sm text-muted-foreground">
      <Link href="/admin" className="hover:text-foreground hover:underline">
        {words.models}
      </Link>{' '}
      / {names.module(module)}
    </nav>
  );
}
