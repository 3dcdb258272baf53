import type { ReactNode } from 'react';
import { isLanguage } from '@/shared/languages';
import { SiteFrame } from '@/widgets/site-frame';
import { urlOf } from '@/server/pages/site-page';

/** The frame of a site page: its layouts' widgets around it (site-frame.tsx). */
export default async function SitePageFrame({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ language: string; url?: string[] }>;
}) {
  const { language, url } = await params;
  if (!isLanguage(language)) return children;
  return (
    <SiteFrame language={language} path={urlOf(url)}>
      {children}
    </SiteFrame>
  );
}
