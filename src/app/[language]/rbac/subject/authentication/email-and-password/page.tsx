import Link from 'next/link';
import { AccountsFrame } from '@/components/rbac/accounts-frame';
import { AuthCard, TextDivider, textLinkClass } from '@/components/rbac/auth-card';
import { TelegramSignIn } from '@/components/rbac/telegram-sign-in';
import { telegramLoginOffer } from '@/server/pages/telegram-login';
import { returnToOf, titleMetadata, type ReturningPageProps } from '@/components/rbac/page-props';
import { SignInForm } from '@/components/rbac/sign-in-form';
import { rbacDictionary } from '@/components/rbac/dictionary';
import { pageLanguage } from '@/lib/page-language';
import { rbacPaths } from '@/shared/rbac-paths';
import { withReturnTo } from '@/shared/return-to';

export const generateMetadata = titleMetadata((t) => t.signIn.metaTitle);

/**
 * Email and password sign-in, and Telegram beside it when the site has a bot; `?returnTo=` names the page of the site to
 * go back to (else the home page).
 */
export default async function SignInPage({ params, searchParams }: ReturningPageProps) {
  const language = await pageLanguage(params);
  const returnTo = await returnToOf(searchParams);
  const t = rbacDictionary(language);
  const paths = rbacPaths(language);
  const telegram = telegramLoginOffer();
  return (
    <AccountsFrame language={language} page="signIn">
      <AuthCard
        title={t.signIn.title}
        description={t.signIn.description}
        footer={
          <div className="grid gap-2">
            <p>
              {t.signIn.noAccount}{' '}
              <Link href={withReturnTo(paths.registration, returnTo)} className={textLinkClass}>
                {t.signIn.signUp}
              </Link>
            </p>
            <p>
              <Link href={withReturnTo(paths.selectMethod, returnTo)} className={textLinkClass}>
                {t.common.otherMethods}
              </Link>
            </p>
          </div>
        }
      >
        <div className="grid gap-6">
          <SignInForm language={language} returnTo={returnTo ?? paths.home} />
          {telegram ? (
            <>
              <TextDivider>{t.selectMethod.orContinueWith}</TextDivider>
              <TelegramSignIn language={language} botId={telegram.botId} returnTo={returnTo ?? paths.home} />
            </>
          ) : null}
        </div>
      </AuthCard>
    </AccountsFrame>
  );
}
