'use client';

import { LogInIcon, UserPlusIcon } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { TOPIC_FAILURE_WORDS, topicsDictionary } from '@/components/notification/dictionary';
import { TopicSubscriptionsLoader } from '@/components/notification/topic-subscriptions';
import { failureText } from '@/lib/failure-text';
import { useSession } from '@/lib/session-store';
import type { Language } from '@/shared/languages';
import { rbacPaths } from '@/shared/rbac-paths';
import { withReturnTo } from '@/shared/return-to';

/** A visitor who has not signed in: why to, and the sign-in and registration that come back to this page. */
function SignInInvite({ language }: { language: Language }) {
  const t = topicsDictionary(language);
  const paths = rbacPaths(language);
  const [here, setHere] = useState<string | null>(null);
  useEffect(() => setHere(`${window.location.pathname}${window.location.search}`), []);
  return (
    <div className="flex flex-col items-start gap-4 rounded-xl border bg-card p-6 shadow-sm" data-topics-sign-in="">
      <div className="grid gap-1">
        <p className="text-lg">{t.signInInvite}</p>
        <p className="text-muted-foreground">{t.afterSignIn}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link href={withReturnTo(paths.signIn, here)} className={buttonVariants()}>
          <LogInIcon aria-hidden="true" />
          {t.signIn}
        </Link>
        <Link href={withReturnTo(paths.registration, here)} className={buttonVariants({ variant: 'outline' })}>
          <UserPlusIcon aria-hidden="true" />
          {t.register}
        </Link>
      </div>
    </div>
  );
}

/** The subscription form of the site's widget: the signed-in visitor's topics, or the invitation to sign in. */
export function TopicsSubscription({ language }: { language: Language }) {
  const t = topicsDictionary(language);
  const session = useSession();
  if (session.status === 'loading') return <p className="text-muted-foreground">{t.loading}</p>;
  if (session.status === 'error')
    return <p className="text-sm text-destructive">{failureText(session.failure, language, TOPIC_FAILURE_WORDS[language])}</p>;
  if (session.status === 'signed-out') return <SignInInvite language={language} />;
  return (
    <div className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm">
      <p>{t.widgetSignedIn}</p>
      <TopicSubscriptionsLoader language={language} subjectId={session.subject.id} />
    </div>
  );
}
