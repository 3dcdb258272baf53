import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
// Fonts from npm packages (woff2 with Cyrillic), bundled at build time: nothing is downloaded.
import '@fontsource-variable/inter';
import '@fontsource/pt-serif/400.css';
import '@fontsource/pt-serif/700.css';
import '../globals.css';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@/shared/languages';
import { siteAddress } from '@/server/pages/site-address';

/** Relative urls of every page's head resolve against the site's address, as the running server has it (not the build). */
export const generateMetadata = (): Metadata => ({ metadataBase: new URL(`${siteAddress()}/`) });

export const viewport: Viewport = { themeColor: '#faf6ef' };

/** Both languages are known at build time; any other first segment renders the 404 page (in the default language). */
export const generateStaticParams = () => LANGUAGES.map((language) => ({ language }));

/**
 * The root of every page under /{language}: the public site and the accounts pages. `<html lang>` is the page's
 * language; the body carries the site's look (`.site` in globals.css).
 */
export default async function LanguageRootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ language: string }>;
}) {
  const { language } = await params;
  return (
    <html lang={isLanguage(language) ? language : DEFAULT_LANGUAGE}>
      <body className="site">{children}</body>
    </html>
  );
}
