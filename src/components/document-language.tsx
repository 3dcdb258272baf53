'use client';

import { useEffect } from 'react';
import type { Language } from '@/lib/languages';

/**
 * Sets `<html lang>` to the page's language under `/{language}/…`, where the root layout (shared with `/`) says
 * its default. On a full page load an inline script does it while the HTML is parsed, before the first paint and
 * before any bundle runs; on client-side navigations the effect does it. Leaving these pages puts back the root
 * layout's value, which the script keeps in `data-root-lang`.
 */
export function DocumentLanguage({ language }: { language: Language }) {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.rootLang ??= root.lang;
    root.lang = language;
    return () => {
      root.lang = root.dataset.rootLang ?? root.lang;
    };
  }, [language]);
  // Runs when the server's HTML is parsed. React renders a <script> on the client too (a client navigation): there
  // it must not run (React warns about scripts it creates), so it is inert text there; the effect does the work.
  return (
    <script
      type={typeof window === 'undefined' ? 'text/javascript' : 'text/plain'}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{
        __html: `(function(r){r.dataset.rootLang=r.dataset.rootLang||r.lang;r.lang=${JSON.stringify(language)}})(document.documentElement)`,
      }}
    />
  );
}
