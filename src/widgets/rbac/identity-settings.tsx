'use client';

import { IdentitySettings } from '@/components/rbac/identity-settings';
import { rbacDictionary } from '@/components/rbac/dictionary';
import { Skeleton } from '@/components/ui/skeleton';
import { Toaster } from '@/components/ui/toaster';
import { failureText } from '@/lib/failure-text';
import { useSession } from '@/lib/session-store';
import type { Language } from '@/shared/languages';
import { SESSION_FAILURE_WORDS } from '../shared/dictionary';
import { SignInInvitation } from '../shared/sign-in-invitation';

/**
 * The signed-in visitor's ways in (the settings page's identities: change password or email, delete), read in the
 * browser: the page is cached for everyone. The dialogs read the session again after a change, which redraws this.
 * A visitor who has not signed in (or holds only a guest's anonymous session, with nothing to set) is invited to.
 */
export function SubjectIdentitySettings({ language }: { language: Language }) {
  const t = rbacDictionary(language);
  const session = useSession();
  if (session.status === 'loading') return <Skeleton className="h-32 w-full" aria-busy="true" />;
  if (session.status === 'error')
    return <p className="text-destructive">{failureText(session.failure, language, SESSION_FAILURE_WORDS[language])}</p>;
  if (session.status === 'signed-out')
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-muted-foreground">{t.settings.notSignedIn}</p>
        <SignInInvitation language={language} label={t.common.signIn} />
      </div>
    );
  return (
    <div className="max-w-2xl" data-identity-settings>
      <IdentitySettings language={language} subjectId={session.subject.id} identities={session.subject.identities} />
      <Toaster />
    </div>
  );
}
