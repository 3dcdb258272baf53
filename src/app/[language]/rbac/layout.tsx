import Link from 'next/link';
import { Suspense, type ReactNode } from 'react';
import { currentSubject } from '@/server/pages/current-subject';
import { LanguageSwitch } from '@/components/rbac/language-switch';
import { SessionKeeper } from '@/components/rbac/session-keeper';
import { SubjectMenu } from '@/components/rbac/subject-menu';
import { Toaster } from '@/components/ui/toaster';
import { rbacDictionary } from '@/components/rbac/dictionary';
import { pageLanguage } from '@/lib/page-language';
import { rbacPaths } from '@/shared/rbac-paths';

/** The accounts pages: a small header (site, language, the signed-in menu) over a muted page. */
export default async function RbacLayout({ children, params }: { children: ReactNode; params: Promise<{ language: string }> }) {
  const language = await pageLanguage(params);
  const t = rbacDictionary(language).common;
  const subject = await currentSubject();
  return (
    <div className="flex min-h-svh flex-col bg-muted">
      <SessionKeeper />
      <Toaster />
      <header className="border-b bg-background">
        <div className="mx-auto flex h-14 w-full max-w-5xl items-center justify-between gap-3 px-4">
          <Link href={rbacPaths(language).home} className="shrink-0 font-semibold tracking-tight">
            {t.siteName}
          </Link>
          <div className="flex min-w-0 items-center gap-1 sm:gap-2">
            <Suspense>
              <LanguageSwitch language={language} label={t.language} />
            </Suspense>
            <SubjectMenu language={language} subject={subject} />
          </div>
        </div>
      </header>
      <main className="flex flex-1 flex-col items-center px-4 py-8 sm:py-12">{children}</main>
    </div>
  );
}
