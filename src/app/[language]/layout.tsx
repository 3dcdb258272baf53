import type { ReactNode } from 'react';
import { DocumentLanguage } from '@/components/document-language';
import { pageLanguage } from '@/lib/i18n/page-language';

/**
 * Every page under /{language}: the segment must be a language of the site (else 404), and `<html lang>` follows
 * it. The root layout (src/app/layout.tsx) is shared with `/` and renders `<html lang="ru">`; DocumentLanguage
 * corrects the attribute before the first paint and on client-side navigations (see that component).
 */
export default async function LanguageLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ language: string }>;
}) {
  const language = await pageLanguage(params);
  return (
    <>
      <DocumentLanguage language={language} />
      {children}
    </>
  );
}
