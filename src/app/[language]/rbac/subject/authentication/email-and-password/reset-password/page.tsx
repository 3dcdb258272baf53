import Link from 'next/link';
import { AccountsFrame } from '@/components/rbac/accounts-frame';
import { AuthCard, textLinkClass } from '@/components/rbac/auth-card';
import { titleMetadata, type LanguagePageProps } from '@/components/rbac/page-props';
import { ResetPasswordForm } from '@/components/rbac/reset-password-form';
import { rbacDictionary } from '@/components/rbac/dictionary';
import { pageLanguage } from '@/lib/page-language';
import { rbacPaths } from '@/shared/rbac-paths';

export const generateMetadata = titleMetadata((t) => t.resetPassword.metaTitle);

/** Reached from the reset email's link, which carries the code as `?code=`. */
export default async function ResetPasswordPage({
  params,
  searchParams,
}: LanguagePageProps & { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const language = await pageLanguage(params);
  const t = rbacDictionary(language);
  const { code } = await searchParams;
  const linkCode = (Array.isArray(code) ? code[0] : code)?.trim() ?? '';
  return (
    <AccountsFrame language={language} page="resetPassword">
      <AuthCard
        title={t.resetPassword.title}
        description={t.resetPassword.description}
        footer={
          <Link href={rbacPaths(language).forgotPassword} className={textLinkClass}>
            {t.resetPassword.requestNew}
          </Link>
        }
      >
        <ResetPasswordForm language={language} code={linkCode} />
      </AuthCard>
    </AccountsFrame>
  );
}
