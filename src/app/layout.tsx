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
    <html lang="ru">
      <body>
        {children}
        {/* Mounted once so any client component can call toast(). */}
        <Toaster />
      </body>
    </html>
  );
}
