import Link from 'next/link';
import { AuthCard, textLinkClass } from '@/components/rbac/auth-card';
import { titleMetadata, type LanguagePageProps } from '@/components/rbac/page-props';
import { WalletSignIn } from '@/components/rbac/wallet-sign-in';
import { rbacDictionary } from '@/components/rbac/dictionary';
import { pageLanguage } from '@/lib/page-language';
import { rbacPaths } from '@/shared/rbac-paths';

export const generateMetadata = titleMetadata((t) => t.wallet.metaTitle);

export default async function WalletPage({ params }: LanguagePageProps) {
  const language = await pageLanguage(params);
  const t = rbacDictionary(language);
  return (
    <AuthCard
      title={t.wallet.title}
      description={t.wallet.description}
      footer={
        <Link href={rbacPaths(language).selectMethod} className={textLinkClass}>
          {t.common.otherMethods}
        </Link>
      }
    >
      <WalletSignIn language={language} />
    </AuthCard>
  );
}
