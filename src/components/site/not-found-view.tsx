'use client';

import { SiteLink } from './site-link';
import { useParams } from 'next/navigation';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/shared/languages';

/** The 404 page's words (the error screens keep theirs: every page loads both codes). */
const WORDS = {
  en: {
    notFoundTitle: 'Page not found',
    notFoundText: 'There is no page at this address: it may have moved, or the address has a typo.',
    home: 'Go to the home page',
  },
  ru: {
    notFoundTitle: 'Страница не найдена',
    notFoundText: 'По этому адресу ничего нет: возможно, страница переехала или в адресе опечатка.',
    home: 'На главную',
  },
} as const satisfies Record<Language, Record<string, string>>;

/**
 * The 404 page: a not-found boundary gets no params, so the language is read from the url here. Every page loads its
 * code, so the primary button's look is written out rather than drawn from cva.
 */
export function NotFoundView() {
  const { language } = useParams<{ language?: string }>();
  const current = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const strings = WORDS[current];
  return (
    <div className="site-container flex flex-col items-start justify-center gap-6 py-16 md:py-24">
      <p className="font-heading text-7xl text-primary md:text-8xl" aria-hidden>
        404
      </p>
      <h1 className="font-heading text-3xl md:text-4xl">{strings.notFoundTitle}</h1>
      <p className="max-w-xl text-lg text-muted-foreground">{strings.notFoundText}</p>
      <SiteLink
        href={`/${current}`}
        className="inline-flex h-10 items-center rounded-md bg-primary px-6 text-sm font-medium text-primary-foreground shadow-xs hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        {strings.home}
      </SiteLink>
    </div>
  );
}
