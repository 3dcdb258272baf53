import Link from 'next/link';
import { AuthCard, textLinkClass } from '@/components/rbac/auth-card';
import { titleMetadata, type LanguagePageProps } from '@/components/rbac/page-props';
import { SignInForm } from '@/components/rbac/sign-in-form';
import { rbacDictionary } from '@/components/rbac/dictionary';
import { pageLanguage } from '@/lib/page-language';
import { rbacPaths } from '@/shared/rbac-paths';

export const generateMetadata = titleMetadata((t) => t.signIn.metaTitle);

export default async function SignInPage({ params }: LanguagePageProps) {
  const language = await pageLanguage(params);
  const t = rbacDictionary(language);
  return (
    <AuthCard
      title={t.signIn.title}
      description={t.signIn.description}
      footer={
        <p>
          {t.signIn.noAccount}{' '}
          <Link href={rbacPaths(language).registration} className={textLinkClass}>
            {t.signIn.signUp}
          </Link>
        </p>
      }
    >
      <SignInForm language={language} />
    </AuthCard>
  );
}
