import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button-variants';
import type { Language } from '@/shared/languages';
import { rbacPaths } from '@/shared/rbac-paths';
import { ecommerceDictionary } from '../dictionary';

/** What an anonymous visitor gets where a signed-in subject would act on a cart: a link to sign in. */
export function SignInToAdd({ language }: { language: Language }) {
  return (
    <Link href={rbacPaths(language).signIn} className={buttonVariants({ variant: 'outline' })} data-sign-in-to-add>
      {ecommerceDictionary(language).signInToAdd}
    </Link>
  );
}
