'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toaster';
import { keepSession } from '@/server/actions/session-actions';

/**
 * The spec's session states, once per page load of the accounts pages: a usable session stays as it is; an expired
 * access token is refreshed and a visitor without one gets an anonymous session (then the page is rendered again
 * with it); a failed refresh has removed both tokens and sends the visitor to /.
 */
export function SessionKeeper() {
  const router = useRouter();
  const started = useRef(false);
  useEffect(() => {
    // Once: React's development double-run of effects must not start two sessions.
    if (started.current) return;
    started.current = true;
    keepSession().then(
      (result) => {
        if (result.state === 'refresh-failed') router.push('/');
        else if (result.state === 'refreshed' || result.state === 'initialised') router.refresh();
        // Without a session the page still works (sign-in and registration start one): say why, as any failed call does.
        else if (result.state === 'init-failed') toast.error(result.message);
      },
      (error: unknown) => console.warn('keepSession failed', error),
    );
  }, [router]);
  return null;
}
