import type { ReactNode } from 'react';
import { pageLanguage } from '@/lib/page-language';
import { SiteFrame } from '@/widgets/site-frame';

/** The payment pages are pages of the site: in its frame (the home page's navbar and footer). */
export default async function BillingLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ language: string }>;
}) {
  const language = await pageLanguage(params);
  return (
    <SiteFrame language={language} path="/billing">
      {children}
    </SiteFrame>
  );
}
