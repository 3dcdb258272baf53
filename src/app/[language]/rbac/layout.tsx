import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { SessionKeeper } from '@/components/rbac/session-keeper';
import { Toaster } from '@/components/ui/toaster';
import { pageLanguage } from '@/lib/page-language';
import { siteNameIn } from '@/server/pages/site-name';

/** Each accounts page's tab title carries the site's name, as the site's pages do: «Вход — <site>». */
export async function generateMetadata({ params }: { params: Promise<{ language: string }> }): Promise<Metadata> {
  const name = await siteNameIn(await pageLanguage(params));
  return name ? { title: { template: `%s — ${name}`, default: name } } : {};
}

/**
 * The accounts pages are pages of the site: each draws itself in the site's frame (AccountsFrame: the navbar, whose
 * account entry is read in the browser, and the footer). Here: the session states of the spec, once per page load, and
 * the toasts of its forms. Rendered for each request: they are the visitor's own (sessions, return paths), and the
 * database their frame is read from is not there at build time.
 */
export default async function RbacLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <>
      <SessionKeeper />
      <Toaster />
      {children}
    </>
  );
}
