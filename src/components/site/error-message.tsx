'use client';

import type { Language } from '@/shared/languages';
import { SITE_SCREEN_DICTIONARY } from './dictionary';

/** The outline button's look, written out: every page loads this screen's code, so it does without cva. */
const RELOAD_BUTTON =
  'inline-flex h-9 items-center rounded-md border border-input bg-background px-4 text-sm font-medium text-foreground shadow-xs hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

/**
 * An error's message (or the spec's words when it has none) in a dashed red box, with a Reload button. Every page
 * loads it (its error boundary), so it stays light: a plain button, no Radix, no cva.
 */
export function ErrorMessage({ message, language }: { message?: string; language: Language }) {
  const strings = SITE_SCREEN_DICTIONARY[language];
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
