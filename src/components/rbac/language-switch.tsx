'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { LANGUAGES, type Language } from '@/shared/languages';
import { inLanguage } from '@/shared/rbac-paths';

const NAMES: Record<Language, string> = { en: 'English', ru: 'Русский' };

/** Links to this same page in the other languages, each named in its own language. */
export function LanguageSwitch({ language, label }: { language: Language; label: string }) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  return (
    <nav aria-label={label} className="flex items-center">
      {LANGUAGES.filter((other) => other !== language).map((other) => (
        <Link
          key={other}
          href={`${inLanguage(pathname, other)}${query ? `?${query}` : ''}`}
          hrefLang={other}
          lang={other}
          className="rounded-md px-2 py-1.5 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {/* The code on a phone, where the header is narrow; the name says what it is to a screen reader. */}
          <span aria-hidden="true" className="uppercase sm:hidden">
            {other}
          </span>
          <span className="sr-only sm:not-sr-only">{NAMES[other]}</span>
        </Link>
      ))}
    </nav>
  );
}
