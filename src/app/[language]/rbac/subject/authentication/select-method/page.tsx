import { MailIcon, WalletIcon } from 'lucide-react';
import Link from 'next/link';
import { AccountsFrame } from '@/components/rbac/accounts-frame';
import { AuthCard, TextDivider, textLinkClass } from '@/components/rbac/auth-card';
import { currentSubject } from '@/server/pages/current-subject';
import { telegramLoginOffer } from '@/server/pages/telegram-login';
import { TelegramSignIn } from '@/components/rbac/telegram-sign-in';
import { returnToOf, titleMetadata, type ReturningPageProps } from '@/components/rbac/page-props';
import { Button } from '@/components/ui/button';
import { rbacDictionary } from '@/components/rbac/dictionary';
import { pageLanguage } from '@/lib/page-language';
import { rbacPaths } from '@/shared/rbac-paths';
import { subjectName } from '@/shared/rbac-subject';
import { withReturnTo } from '@/shared/return-to';

export const generateMetadata = titleMetadata((t) => t.selectMethod.metaTitle);

/**
 * The sign-in method choice: email and password, or (below 'Or continue with') an EVM wallet and, when the site has a
 * Telegram bot, Telegram; each keeps `?returnTo=`.
 */
export default async function SelectMethodPage({ params, searchParams }: ReturningPageProps) {
  const language = await pageLanguage(params);
  const returnTo = await returnToOf(searchParams);
  const t = rbacDictionary(language);
  const paths = rbacPaths(language);
  const subject = await currentSubject();
  const hasIdentity = Boolean(subject?.identities.length);
  const telegram = telegramLoginOffer();

  return (
    <AccountsFrame language={language} page="selectMethod">
      <AuthCard
        title={t.selectMethod.title}
        description={t.selectMethod.description}
        footer={
          hasIdentity ? (
            <p>
              {t.selectMethod.signedInAs} <span className="font-medium text-foreground">{subjectName(subject!, '')}</span>.{' '}
              <Link href={paths.settings} className={textLinkClass}>
                {t.common.settings}
              </Link>
            </p>
          ) : (
            <p>
              {t.selectMethod.noIdentities}{' '}
              <Link href={withReturnTo(paths.signIn, returnTo)} className={textLinkClass}>
                {t.common.login}
              </Link>
            </p>
          )
        }
      >
        <div className="grid gap-6">
          <Button asChild variant="outline" className="w-full">
            <Link href={withReturnTo(paths.signIn, returnTo)}>
              <MailIcon aria-hidden="true" />
              {t.selectMethod.emailAndPassword}
            </Link>
          </Button>
          <TextDivider>{t.selectMethod.orContinueWith}</TextDivider>
          <Button asChild variant="outline" className="w-full">
            <Link href={withReturnTo(paths.wallet, returnTo)}>
              <WalletIcon aria-hidden="true" />
              {t.selectMethod.ethereum}
            </Link>
          </Button>
          {telegram ? <TelegramSignIn language={language} botId={telegram.botId} returnTo={returnTo ?? paths.home} /> : null}
        </div>
      </AuthCard>
    </AccountsFrame>
  );
}
