'use client';

import { SiteLink } from '@/components/site/site-link';
import { usePathname } from 'next/navigation';
import { buttonVariants } from '@/components/ui/button-variants';
import type { Language } from '@/shared/languages';
import { rbacPaths } from '@/shared/rbac-paths';
import { withReturnTo } from '@/shared/return-to';

/**
 * What a visitor without a session gets where a widget shows a signed-in subject's own records: a link to sign in,
 * saying what for, that brings them back to this page.
 */
export function SignInInvitation({ language, label }: { language: Language; label: string }) {
  return (
    <SiteLink
      href={withReturnTo(rbacPaths(language).signIn, usePathname())}
      className={buttonVariants({ variant: 'outline' })}
      data-sign-in-invitation
    >
      {label}
    </SiteLink>
  );
}
