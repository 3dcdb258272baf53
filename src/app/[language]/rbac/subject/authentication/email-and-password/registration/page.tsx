import Link from 'next/link';
import { AccountsFrame } from '@/components/rbac/accounts-frame';
import { AuthCard, textLinkClass } from '@/components/rbac/auth-card';
import { returnToOf, titleMetadata, type ReturningPageProps } from '@/components/rbac/page-props';
import { RegistrationForm } from '@/components/rbac/registration-form';
import { rbacDictionary } from '@/components/rbac/dictionary';
import { pageLanguage } from '@/lib/page-language';
import { rbacPaths } from '@/shared/rbac-paths';
import { withReturnTo } from '@/shared/return-to';

export const generateMetadata = titleMetadata((t) => t.registration.metaTitle);

/** Registration; like sign-in, it returns to `?returnTo=` (else the home page), signed in. */
export default async function RegistrationPage({ params, searchParams }: ReturningPageProps) {
  const language = await pageLanguage(params);
  const returnTo = await returnToOf(searchParams);
  const t = rbacDictionary(language);
  const paths = rbacPaths(language);
  return (
    <AccountsFrame language={language} page="registration">
      <AuthCard
        title={t.registration.title}
        description={t.registration.description}
        footer={
          <p>
            {t.registration.haveAccount}{' '}
            <Link href={withReturnTo(paths.signIn, returnTo)} className={textLinkClass}>
              {t.common.signIn}
            </Link>
          </p>
        }
      >
        <RegistrationForm language={language} returnTo={returnTo ?? paths.home} />
      </AuthCard>
    </AccountsFrame>
  );
}
