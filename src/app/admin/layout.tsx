import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import '@fontsource-variable/inter';
import '../globals.css';
import { AdminAccount } from '@/components/admin/admin-account';
import { ADMIN_DICTIONARY } from '@/components/admin/admin-dictionary';
import {
  AdminInterfaceLanguageSwitch,
  AdminLanguageSwitch,
  RememberSiteLanguage,
} from '@/components/admin/admin-language-switch';
import { AdminNoRights } from '@/components/admin/admin-no-rights';
import { AdminProviders } from '@/components/admin/admin-providers';
import { CommandPaletteButton } from '@/components/admin/command-palette/command-palette-button';
import { SessionKeeper } from '@/components/rbac/session-keeper';
import { Toaster } from '@/components/ui/toaster';
import { adminVisitor } from '@/server/admin/admin-access';

export async function generateMetadata(): Promise<Metadata> {
  const { admin } = ADMIN_DICTIONARY[(await adminVisitor()).interfaceLanguage];
  return { title: { default: admin, template: `%s · ${admin}` }, robots: { index: false } };
}

/**
 * The generic admin (a root layout of its own), in its interface language (the admin's switch, else the site page it
 * was opened from, else the site's), with the content language of multilingual texts as a second switch. Only for a
 * visitor whose roles permit managing at least one entity (the administrator the first start creates holds them all).
 * A signed-in subject without such a role is told so; anyone not signed in is sent to the sign-in page by the page
 * (which knows the screen asked for, and passes it as `returnTo`).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const { summaries, language, interfaceLanguage, languageFromReferer, signedInAs } = await adminVisitor();
  const words = ADMIN_DICTIONARY[interfaceLanguage];
  const permitted = summaries.length > 0;
  if (!permitted && signedInAs === null)
    return (
      <html lang={interfaceLanguage}>
        <body>{children}</body>
      </html>
    );
  return (
    <html lang={interfaceLanguage}>
      <body>
        <AdminProviders summaries={summaries} language={language} interfaceLanguage={interfaceLanguage} signedInAs={signedInAs}>
          <SessionKeeper />
          <RememberSiteLanguage language={languageFromReferer ? interfaceLanguage : null} />
          <div className="flex min-h-svh flex-col bg-muted/40">
            <header className="sticky top-0 z-30 border-b bg-background">
              {/* On a phone the controls wrap under the title rather than push sign-out off the screen. */}
              <div className="flex min-h-14 flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 sm:gap-3">
                <Link href="/admin" className="font-semibold tracking-tight">
                  {words.admin}
                </Link>
                <div className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-1.5 sm:gap-2">
                  {permitted ? <CommandPaletteButton /> : null}
                  <AdminInterfaceLanguageSwitch />
                  {permitted ? <AdminLanguageSwitch /> : null}
                  <Link
                    href={`/${interfaceLanguage}`}
                    className="rounded-md px-2 py-1.5 text-sm text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  >
                    {words.site}
                  </Link>
                  <AdminAccount />
                </div>
              </div>
            </header>
            {permitted ? children : <AdminNoRights />}
          </div>
        </AdminProviders>
        {/* Mounted once so any client component can call toast(). */}
        <Toaster />
      </body>
    </html>
  );
}
