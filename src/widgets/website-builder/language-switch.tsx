import { LANGUAGES } from '@/shared/languages';
import { cn } from '@/lib/utils';
import { languageHref } from '../shared/links';
import type { PageContext } from '../types';
import { LANGUAGE_NAMES, websiteBuilderDictionary } from './dictionary';
import { LanguageLink } from './language-link';

/** Links to the page visited in each language of the site, the current one marked. */
export function LanguageSwitch({ page, className }: { page: PageContext; className?: string }) {
  return (
    <nav aria-label={websiteBuilderDictionary(page.language).language} className={className} data-language-switch="">
      <ul className="flex items-center gap-1">
        {LANGUAGES.map((language) => {
          const current = language === page.language;
          return (
            <li key={language}>
              <LanguageLink
                href={languageHref(language, page.url)}
                hrefLang={language}
                lang={language}
                title={LANGUAGE_NAMES[language]}
                aria-current={current ? 'page' : undefined}
                // Each page in the other language is one click away, not worth downloading before it.
                prefetch={false}
                className={cn(
                  'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-semibold tracking-wide outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  current
                    ? 'bg-secondary text-secondary-foreground'
                    : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                )}
              >
                {language.toUpperCase()}
              </LanguageLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
