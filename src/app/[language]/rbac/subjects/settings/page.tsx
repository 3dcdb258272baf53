import Link from 'next/link';
import { AuthCard } from '@/components/rbac/auth-card';
import { CopyButton } from '@/components/ui/copy-button';
import { currentSubject } from '@/server/pages/current-subject';
import { IdentitySettings } from '@/components/rbac/identity-settings';
import { titleMetadata, type LanguagePageProps } from '@/components/rbac/page-props';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { rbacDictionary } from '@/components/rbac/dictionary';
import { pageLanguage } from '@/lib/page-language';
import { rbacPaths } from '@/shared/rbac-paths';

export const generateMetadata = titleMetadata((t) => t.settings.metaTitle);

/** The signed-in subject's identity settings; without a session, a link to sign in. */
export default async function SettingsPage({ params }: LanguagePageProps) {
  const language = await pageLanguage(params);
  const t = rbacDictionary(language);
  const paths = rbacPaths(language);
  const subject = await currentSubject();

  if (!subject)
    return (
      <AuthCard title={t.settings.title} description={t.settings.notSignedIn}>
        <Button asChild className="w-full">
          <Link href={paths.selectMethod} data-testid="settings-sign-in">
            {t.common.signIn}
          </Link>
        </Button>
      </AuthCard>
    );

  return (
    <div className="grid w-full max-w-2xl gap-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t.settings.title}</h1>
        <p className="text-sm text-muted-foreground">{t.settings.description}</p>
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
        {subject.identities.length ? (
          <IdentitySettings language={language} subjectId={subject.id} identities={subject.identities} />
        ) : (
          <Card className="gap-3 py-4">
            <CardContent className="grid gap-3 px-4 sm:px-6">
              <p className="text-sm text-muted-foreground">{t.settings.noIdentities}</p>
              <Button asChild variant="outline" size="sm" className="w-fit">
                <Link href={paths.registration}>{t.settings.createAccount}</Link>
              </Button>
            </CardContent>
          </Card>
        )}
      </section>
    </div>
  );
}
