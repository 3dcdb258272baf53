'use client';

import { SiteLink } from '@/components/site/site-link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { registrationPending } from '@/components/rbac/registration-mark';
import { browserOnly } from '@/lib/islands';
import { useSession } from '@/lib/session-store';
import type { Language } from '@/shared/languages';
import { rbacPaths } from '@/shared/rbac-paths';
import { withReturnTo } from '@/shared/return-to';
import { SignInIcon } from '../shared/icons';

/*
 * The navbar's account entry, read in the browser: the cached page is the same for every visitor and cannot know who
 * is signed in. A visitor gets `Sign in` drawn here; only a signed-in subject's menu (Radix's dropdown, the inbox) and a
 * pending registration notice (a toaster) load their code, so a visitor's page does not (docs/decisions/0065).
 */

/** The size of the button to come, so that the header does not move when it arrives. */
const Placeholder = () => <span aria-hidden="true" className="inline-block h-9 w-9" data-account-loading="" />;
const SubjectMenu = browserOnly(
  () => import('@/components/rbac/subject-menu').then((module) => module.SubjectMenu),
  <Placeholder />,
);
const SubjectMenuItems = browserOnly(() => import('@/components/rbac/subject-menu').then((module) => module.SubjectMenuItems));
const RegistrationNotice = browserOnly(() =>
  import('@/components/rbac/registration-notice').then((module) => module.RegistrationNotice),
);

/** The words the entry says, in the page's language (the navbar passes them: the dictionary stays on the server). */
export interface AccountWords {
  signIn: string;
  account: string;
}

/** The sign-in page, coming back to this page afterwards. */
function useSignInHref(language: Language): string {
  return withReturnTo(rbacPaths(language).signIn, usePathname());
}

/** «Проверьте почту…» after a registration: its code loads only when the registration form left one. */
function PendingRegistrationNotice({ language }: { language: Language }) {
  const [pending, setPending] = useState(false);
  useEffect(() => setPending(registrationPending()), []);
  return pending ? <RegistrationNotice language={language} /> : null;
}

/**
 * `Sign in` for a visitor (an anonymous session included), or the signed-in subject's menu; nothing but its room while
 * the session is read. The link is not prefetched: every visitor's page would load the sign-in page's code.
 */
export function AccountMenu({ language, words }: { language: Language; words: AccountWords }) {
  const session = useSession();
  const signInHref = useSignInHref(language);
  if (session.status === 'loading') return <Placeholder />;
  if (session.status === 'signed-in') return <SubjectMenu language={language} subject={session.subject} />;
  return (
    <>
      <SiteLink
        href={signInHref}
        prefetch={false}
        data-slot="button"
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        data-testid="account-sign-in"
      >
        <SignInIcon />
        {/* On a phone the icon alone (the header is narrow; the burger's menu says it in words too). */}
        <span className="sr-only sm:not-sr-only">{words.signIn}</span>
      </SiteLink>
      <PendingRegistrationNotice language={language} />
    </>
  );
}

/** The same in the phone's full-screen menu. */
export function AccountMenuItems({ language, words }: { language: Language; words: AccountWords }) {
  const session = useSession();
  const signInHref = useSignInHref(language);
  if (session.status === 'loading') return null;
  if (session.status === 'signed-in') return <SubjectMenuItems language={language} subject={session.subject} />;
  return (
    <section aria-label={words.account} className="mt-8 border-t" data-mobile-account="">
      <SiteLink
        href={signInHref}
        prefetch={false}
        className="flex w-full items-center gap-3 px-1 py-4 text-left text-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <SignInIcon className="size-5" />
        {words.signIn}
      </SiteLink>
    </section>
  );
}
