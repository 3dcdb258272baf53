import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import '@fontsource-variable/inter';
import '../globals.css';
import { AdminLanguageSwitch } from '@/components/admin/admin-language-switch';
import { AdminProviders } from '@/components/admin/admin-providers';
import { CommandPaletteButton } from '@/components/admin/command-palette/command-palette-button';
import { SessionKeeper } from '@/components/rbac/session-keeper';
import { Toaster } from '@/components/ui/toaster';
import { adminVisitor } from '@/server/admin/admin-access';

export const metadata: Metadata = { title: { default: 'Admin', template: '%s · Admin' }, robots: { index: false } };

/**
 * The generic admin (a root layout of its own, in English): only for a visitor whose roles permit managing at least one entity (the administrator the first
 * start creates holds them all); anyone else is sent to the sign-in page by the page (which knows the screen asked
 * for, to come back to), so this draws no admin around it. Its screens are in English.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const { summaries, language } = await adminVisitor();
  if (!summaries.length)
    return (
      <html lang="en">
        <body>{children}</body>
      </html>
    );
  return (
    <html lang="en">
      <body>
        <AdminProviders summaries={summaries} language={language}>
          <SessionKeeper />
          <div className="flex min-h-svh flex-col bg-muted/40">
            <header className="sticky top-0 z-30 border-b bg-background">
              <div className="flex h-14 items-center gap-3 px-4">
                <Link href="/admin" className="font-semibold tracking-tight">
                  Admin
                </Link>
                <div className="ml-auto flex items-center gap-2">
                  <CommandPaletteButton />
                  <AdminLanguageSwitch language={language} />
                  <Link
                    href={`/${language}`}
                    className="rounded-md px-2 py-1.5 text-sm text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  >
                    Site
                  </Link>
                </div>
              </div>
            </header>
            {children}
          </div>
        </AdminProviders>
        {/* Mounted once so any client component can call toast(). */}
        <Toaster />
      </body>
    </html>
  );
}
