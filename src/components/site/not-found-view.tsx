'use client';

import Link from 'next/link';
import { useParams } from 'next/navigation';
import { buttonVariants } from '@/components/ui/button';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/languages';
import { SITE_SCREEN_WORDS } from './site-words';

/** The 404 page: a not-found boundary gets no params, so the language is read from the url here. */
export function NotFoundView() {
  const { language } = useParams<{ language?: string }>();
  const current = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const words = SITE_SCREEN_WORDS[current];
  return (
    <main id="main" className="site-container flex min-h-svh flex-col items-start justify-center gap-6 py-16">
      <p className="font-heading text-7xl text-primary md:text-8xl" aria-hidden>
        404
      </p>
      <h1 className="font-heading text-3xl md:text-4xl">{words.notFoundTitle}</h1>
      <p className="max-w-xl text-lg text-muted-foreground">{words.notFoundText}</p>
      <Link href={`/${current}`} className={buttonVariants({ size: 'lg' })}>
        {words.home}
      </Link>
    </main>
  );
}
