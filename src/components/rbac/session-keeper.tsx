'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toaster';
import { readSessionAfter, reloadSession } from '@/lib/session-store';
import { keepSession } from '@/server/actions/session-actions';

/**
 * The spec's session states, once per page load of the accounts pages: a usable session stays as it is; an expired
 * access token is refreshed and a visitor without one gets an anonymous session (then the page is rendered again
 * with it); a failed refresh has removed both tokens and sends the visitor to /. The navbar's account entry reads the
 * session only once this is done: reading it meanwhile could present the same refresh token twice.
 */
export function SessionKeeper() {
  const router = useRouter();
  const started = useRef(false);
  useEffect(() => {
    // Once: React's development double-run of effects must not start two sessions.
    if (started.current) return;
    started.current = true;
    const kept = keepSession();
    readSessionAfter(kept);
    kept.then(
      (result) => {
        if (result.state === 'refresh-failed') router.push('/');
        else if (result.state === 'refreshed' || result.state === 'initialised') {
          router.refresh();
          void reloadSession();
        }
        // Without a session the page still works (sign-in and registration start one): say why, as any failed call does.
        else if (result.state === 'init-failed') toast.error(result.message);
      },
      (error: unknown) => console.warn('keepSession failed', error),
    );
  }, [router]);
  return null;
}
