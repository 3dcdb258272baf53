import Link from 'next/link';
import { AuthCard, textLinkClass } from '@/components/rbac/auth-card';
import { titleMetadata, type LanguagePageProps } from '@/components/rbac/page-props';
import { RegistrationForm } from '@/components/rbac/registration-form';
import { rbacDictionary } from '@/components/rbac/dictionary';
import { pageLanguage } from '@/lib/page-language';
import { rbacPaths } from '@/shared/rbac-paths';

export const generateMetadata = titleMetadata((t) => t.registration.metaTitle);

export default async function RegistrationPage({ params }: LanguagePageProps) {
  const language = await pageLanguage(params);
  const t = rbacDictionary(language);
  return (
    <AuthCard
      title={t.registration.title}
      description={t.registration.description}
      footer={
        <p>
          {t.registration.haveAccount}{' '}
          <Link href={rbacPaths(language).signIn} className={textLinkClass}>
            {t.common.signIn}
          </Link>
        </p>
      }
    >
      <RegistrationForm language={language} />
    </AuthCard>
  );
}
