import type { Metadata } from 'next';
import type { ReactNode } from 'react';
// Inter from the npm package (woff2 with Cyrillic), bundled at build time: nothing is downloaded.
import '@fontsource-variable/inter';
import './globals.css';
import { Toaster } from '@/components/ui/toaster';

export const metadata: Metadata = {
  title: 'Platform',
  description: 'Modular content, commerce and CRM platform',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // Pages under /{language} set `lang` to their own language before hydration (components/document-language.tsx):
    // React is told that its attributes (lang, data-root-lang) may differ from what it rendered here.
    <html lang="ru" suppressHydrationWarning>
      <body>
        {children}
        {/* Mounted once so any client component can call toast(). */}
        <Toaster />
      </body>
    </html>
  );
}
