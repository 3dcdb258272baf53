import Link from 'next/link';
import { AccountsFrame } from '@/components/rbac/accounts-frame';
import { AuthCard, textLinkClass } from '@/components/rbac/auth-card';
import { CopyButton } from '@/components/ui/copy-button';
import { currentSubject } from '@/server/pages/current-subject';
import { IdentitySettings } from '@/components/rbac/identity-settings';
import { NewsletterSettings } from '@/components/notification/newsletter-settings';
import { LinkTelegramDialog, NotificationMethodChoice, type LinkConfirmation } from '@/components/rbac/telegram-settings';
import { telegramDictionary } from '@/components/rbac/telegram-dictionary';
import { telegramLoginOffer } from '@/server/pages/telegram-login';
import { EMAIL_AND_PASSWORD, ETHEREUM_VIRTUAL_MACHINE, TELEGRAM } from '@/shared/rbac-subject';
import type { SubjectSummary } from '@/shared/rbac-subject';
import type { Language } from '@/shared/languages';
import { titleMetadata, type LanguagePageProps } from '@/components/rbac/page-props';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { rbacDictionary } from '@/components/rbac/dictionary';
import { pageLanguage } from '@/lib/page-language';
import { rbacPaths } from '@/shared/rbac-paths';
import { withReturnTo } from '@/shared/return-to';

export const generateMetadata = titleMetadata((t) => t.settings.metaTitle);

/** What confirms linking a new Telegram account: the password, else a wallet, else nothing the subject has. */
const linkConfirmation = (subject: SubjectSummary): LinkConfirmation =>
  subject.identities.some((identity) => identity.provider === EMAIL_AND_PASSWORD)
    ? 'password'
    : subject.identities.some((identity) => identity.provider === ETHEREUM_VIRTUAL_MACHINE)
      ? 'wallet'
      : 'none';

/**
 * Telegram in the settings, when the site has a bot: «Привязать Telegram» (again, when its chat blocked the bot), and
 * for a subject with Telegram the choice of where its messages go.
 */
function TelegramSection({ language, subject, botId }: { language: Language; subject: SubjectSummary; botId: string }) {
  const t = telegramDictionary(language);
  const telegrams = subject.identities.filter((identity) => identity.provider === TELEGRAM);
  const blocked = telegrams.some((identity) => identity.deliveryBlockedAt);
  return (
    <section aria-labelledby="telegram" className="grid gap-3" data-testid="telegram-settings">
      <div className="grid gap-1">
        <h2 id="telegram" className="text-lg font-semibold">
          {t.badge}
        </h2>
        {telegrams.length ? null : <p className="text-sm text-muted-foreground">{t.unlinked}</p>}
      </div>
      {telegrams.length ? (
        <Card className="gap-3 py-4">
          <CardContent className="grid gap-3 px-4 sm:px-6">
            <div className="grid gap-1">
              <p className="text-sm font-medium">{t.methodTitle}</p>
              <p className="text-sm text-muted-foreground">{t.methodDescription}</p>
            </div>
            <NotificationMethodChoice language={language} subjectId={subject.id} method={subject.notificationMethod ?? 'email'} />
          </CardContent>
        </Card>
      ) : null}
      {!telegrams.length || blocked ? (
        <div>
          <LinkTelegramDialog
            language={language}
            subjectId={subject.id}
            botId={botId}
            confirmWith={linkConfirmation(subject)}
            again={blocked}
          />
        </div>
      ) : null}
    </section>
  );
}

/**
 * The signed-in subject's identity settings. A visitor who has not signed in (no session, or the anonymous one every
 * accounts page starts) is invited to sign in or create an account, and comes back here: an anonymous subject has
 * nothing to set, and its id means nothing to a person.
 */
export default async function SettingsPage({ params }: LanguagePageProps) {
  const language = await pageLanguage(params);
  const t = rbacDictionary(language);
  const paths = rbacPaths(language);
  const subject = await currentSubject();
  const telegram = telegramLoginOffer();

  if (!subject?.identities.length)
    return (
      <AccountsFrame language={language} page="settings">
        <AuthCard
          title={t.settings.title}
          description={t.settings.notSignedIn}
          footer={
            <p>
              {t.signIn.noAccount}{' '}
              <Link href={withReturnTo(paths.registration, paths.settings)} className={textLinkClass}>
                {t.settings.createAccount}
              </Link>
            </p>
          }
        >
          <Button asChild className="w-full">
            <Link href={withReturnTo(paths.signIn, paths.settings)} data-testid="settings-sign-in">
              {t.common.signIn}
            </Link>
          </Button>
        </AuthCard>
      </AccountsFrame>
    );

  return (
    <AccountsFrame language={language} page="settings">
      <div className="grid w-full max-w-2xl gap-8">
        <div className="grid gap-1">
          <h1 className="font-heading text-3xl">{t.settings.title}</h1>
          <p className="text-muted-foreground">{t.settings.description}</p>
        </div>

        <Card className="gap-0 py-4">
          <CardContent className="flex items-center justify-between gap-3 px-4 sm:px-6">
            <div className="grid min-w-0 gap-1">
              <p className="text-sm font-medium">{t.settings.subjectId}</p>
              <p className="font-mono text-sm break-all text-muted-foreground" data-testid="subject-id">
                {subject.id}
              </p>
            </div>
            <CopyButton
              text={subject.id}
              label={t.settings.copyId}
              messages={{ copied: t.settings.copied, failed: t.settings.copyFailed }}
            />
          </CardContent>
        </Card>

        <section aria-labelledby="identities" className="grid gap-3">
          <h2 id="identities" className="text-lg font-semibold">
            {t.settings.identities}
          </h2>
          <IdentitySettings language={language} subjectId={subject.id} identities={subject.identities} />
        </section>

        {telegram ? <TelegramSection language={language} subject={subject} botId={telegram.botId} /> : null}
        <NewsletterSettings language={language} subjectId={subject.id} />
      </div>
    </AccountsFrame>
  );
}
