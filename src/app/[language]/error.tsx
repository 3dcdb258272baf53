'use client';

import { lazy, Suspense } from 'react';

/*
 * The error screen's code (page-error-screen.tsx) loads when a page fails: every page carries this boundary and the one
 * of its frame ([[...url]]/error.tsx), few ever show them, and each boundary's chunk held its own copy of the screen.
 * If that code cannot load either, the error goes up to global-error.tsx, whose screen is in its own chunk.
 */
const PageErrorScreen = lazy(() => import('@/components/site/page-error-screen'));

export default function PageError({ error }: { error: Error & { digest?: string } }) {
  return (
    <Suspense fallback={null}>
      <PageErrorScreen error={error} />
    </Suspense>
  );
}
