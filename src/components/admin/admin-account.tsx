'use client';

import { LogOutIcon, UserIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAdmin, useAdminWords } from './admin-context';
import { useSignOut } from './use-sign-out';

/** Who is signed in (their email) and Sign out, in the admin's header. */
export function AdminAccount() {
  const { signedInAs } = useAdmin();
  const words = useAdminWords();
  const { signOut, leaving } = useSignOut();
  // The secret key (a script's cookie) has no session to end.
  if (!signedInAs) return null;
  return (
    <div className="flex min-w-0 items-center gap-1">
      <span className="hidden min-w-0 items-center gap-1 text-sm text-muted-foreground md:flex" data-admin-signed-in-as>
        <UserIcon aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">{words.signedInAs}</span>
        <span className="max-w-56 truncate" title={signedInAs}>
          {signedInAs}
        </span>
      </span>
      <Button variant="ghost" size="sm" disabled={leaving} onClick={() => void signOut()} aria-label={words.signOut}>
        <LogOutIcon aria-hidden="true" />
        <span className="hidden sm:inline">{leaving ? words.signingOut : words.signOut}</span>
      </Button>
    </div>
  );
}
