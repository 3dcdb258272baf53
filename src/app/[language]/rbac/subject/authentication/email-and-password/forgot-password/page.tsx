import Link from 'next/link';
import { AccountsFrame } from '@/components/rbac/accounts-frame';
import { AuthCard, textLinkClass } from '@/components/rbac/auth-card';
import { ForgotPasswordForm } from '@/components/rbac/forgot-password-form';
import { titleMetadata, type LanguagePageProps } from '@/components/rbac/page-props';
import { rbacDictionary } from '@/components/rbac/dictionary';
import { pageLanguage } from '@/lib/page-language';
import { rbacPaths } from '@/shared/rbac-paths';

export const generateMetadata = titleMetadata((t) => t.forgotPassword.metaTitle);

export default async function ForgotPasswordPage({ params }: LanguagePageProps) {
  const language = await pageLanguage(params);
  const t = rbacDictionary(language);
  return (
    <AccountsFrame language={language} page="forgotPassword">
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
    </AccountsFrame>
  );
}
