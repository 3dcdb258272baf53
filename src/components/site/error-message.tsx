'use client';

import type { Language } from '@/shared/languages';

/**
 * An error screen's words, here rather than in a dictionary shared with the 404 page: every page loads this screen's code
 * (with global-error.tsx; the page boundaries load it once they fail) and the 404 page's, so neither carries the other's
 * words.
 */
const WORDS = {
  en: { somethingWentWrong: 'Oh no! Something went wrong...', reload: 'Reload' },
  ru: { somethingWentWrong: 'Ой! Что-то пошло не так…', reload: 'Обновить' },
} as const satisfies Record<Language, Record<string, string>>;

/** The outline button's look, written out: every page loads this screen's code, so it does without cva. */
const RELOAD_BUTTON =
  'inline-flex h-9 items-center rounded-md border border-input bg-background px-4 text-sm font-medium text-foreground shadow-xs hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

/**
 * An error's message (or the spec's words when it has none) in a dashed red box, with a Reload button. Every page
 * loads it (its error boundary), so it stays light: a plain button, no Radix, no cva.
 */
export function ErrorMessage({ message, language }: { message?: string; language: Language }) {
  const strings = WORDS[language];
  return (
    <div role="alert" className="site-container py-16">
      <div className="flex max-w-2xl flex-col items-start gap-4 rounded-lg border-2 border-dashed border-destructive p-6 text-destructive">
        <p className="text-lg">{message?.trim() || strings.somethingWentWrong}</p>
        <button type="button" className={RELOAD_BUTTON} onClick={() => window.location.reload()}>
          {strings.reload}
        </button>
      </div>
    </div>
  );
}
