import Link from 'next/link';
import { AccountsFrame } from '@/components/rbac/accounts-frame';
import { AuthCard, textLinkClass } from '@/components/rbac/auth-card';
import { returnToOf, titleMetadata, type ReturningPageProps } from '@/components/rbac/page-props';
import { WalletSignIn } from '@/components/rbac/wallet-sign-in';
import { rbacDictionary } from '@/components/rbac/dictionary';
import { pageLanguage } from '@/lib/page-language';
import { rbacPaths } from '@/shared/rbac-paths';
import { withReturnTo } from '@/shared/return-to';

export const generateMetadata = titleMetadata((t) => t.wallet.metaTitle);

/** Wallet sign-in; it returns to `?returnTo=` (else the home page). */
export default async function WalletPage({ params, searchParams }: ReturningPageProps) {
  const language = await pageLanguage(params);
  const returnTo = await returnToOf(searchParams);
  const t = rbacDictionary(language);
  return (
    <AccountsFrame language={language} page="wallet">
      <AuthCard
        title={t.wallet.title}
        description={t.wallet.description}
        footer={
          <Link href={withReturnTo(rbacPaths(language).selectMethod, returnTo)} className={textLinkClass}>
            {t.common.otherMethods}
          </Link>
        }
      >
        <WalletSignIn language={language} returnTo={returnTo ?? rbacPaths(language).home} />
      </AuthCard>
    </AccountsFrame>
  );
}
