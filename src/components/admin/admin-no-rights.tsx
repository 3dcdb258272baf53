'use client';

import { ShieldAlertIcon } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { useAdmin, useAdminWords } from './admin-context';
import { useSignOut } from './use-sign-out';

/**
 * A signed-in subject whose roles permit managing nothing: told so, with the two ways on (sign out, to sign in as
 * someone else, or go to the site), instead of being sent to a sign-in page they have already passed.
 */
export function AdminNoRights() {
  const { signedInAs, interfaceLanguage } = useAdmin();
  const words = useAdminWords();
  const { signOut, leaving } = useSignOut();
  return (
    <main className="mx-auto grid w-full max-w-xl flex-1 content-center gap-4 p-6">
      <div className="grid gap-3 rounded-lg border bg-background p-6">
        <h1 className="flex items-center gap-2 text-xl font-semibold tracking-tight">
          <ShieldAlertIcon aria-hidden="true" className="size-5 text-destructive" />
          {words.noRights.title}
        </h1>
        <p className="text-sm">{words.noRights.text(signedInAs ?? words.noRights.someone)}</p>
        <p className="text-sm text-muted-foreground">{words.noRights.hint}</p>
        <div className="flex flex-wrap gap-2">
          <Button disabled={leaving} onClick={() => void signOut()}>
            {leaving ? words.signingOut : words.signOut}
          </Button>
          <Button asChild variant="outline">
            <Link href={`/${interfaceLanguage}`}>{words.noRights.toSite}</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
