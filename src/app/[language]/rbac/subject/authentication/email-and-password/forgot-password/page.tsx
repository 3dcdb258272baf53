import Link from 'next/link';
import { AuthCard, textLinkClass } from '@/components/rbac/auth-card';
import { ForgotPasswordForm } from '@/components/rbac/forgot-password-form';
import { titleMetadata, type LanguagePageProps } from '@/components/rbac/page-props';
import { rbacDictionary } from '@/lib/i18n/rbac';
import { pageLanguage } from '@/lib/i18n/page-language';
import { rbacPaths } from '@/lib/rbac-paths';

export const generateMetadata = titleMetadata((t) => t.forgotPassword.metaTitle);

export default async function ForgotPasswordPage({ params }: LanguagePageProps) {
  const language = await pageLanguage(params);
  const t = rbacDictionary(language);
  return (
    <AuthCard
      title={t.forgotPassword.title}
      description={t.forgotPassword.description}
      footer={
        <Link href={rbacPaths(language).signIn} className={textLinkClass}>
          {t.forgotPassword.backToSignIn}
        </Link>
      }
    >
      <ForgotPasswordForm language={language} />
    </AuthCard>
  );
}
