'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { buttonVariants } from '@/components/ui/button-variants';
import type { Language } from '@/shared/languages';
import { rbacPaths } from '@/shared/rbac-paths';
import { withReturnTo } from '@/shared/return-to';
import { ecommerceDictionary } from '../dictionary';

/** What an anonymous visitor gets where a signed-in subject would act on a cart: a link to sign in, and back here. */
export function SignInToAdd({ language }: { language: Language }) {
  return (
    <Link
      href={withReturnTo(rbacPaths(language).signIn, usePathname())}
      className={buttonVariants({ variant: 'outline' })}
      data-sign-in-to-add
    >
      {ecommerceDictionary(language).signInToAdd}
    </Link>
  );
}
