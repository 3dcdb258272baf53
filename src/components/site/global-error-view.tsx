'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/lib/languages';
import { ErrorMessage } from './error-message';
import { isServerRenderError } from './server-render-error';

/** Marks a url already reloaded once after a render error, so that a lasting error does not reload for ever. */
const RELOADED_KEY = 'platform.error-reloaded';

const languageOf = (path: string): Language => {
  const first = path.split('/')[1];
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
};

/**
 * What a failed page turns into. A Server Components render error may come from a page cached while something was
 * broken: the server renders the site again and the page reloads, once. Otherwise (or when that did not help) the
 * site's /500 page is shown if it has one, else the message (the spec's words for a server error, whose message says
 * nothing) with a Reload button.
 */
export function GlobalErrorView({ error }: { error: Error & { digest?: string } }) {
  const serverError = isServerRenderError(error);
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const [page, setPage] = useState<ReactNode>(null);
  useEffect(() => {
    const path = window.location.pathname;
    setLanguage(languageOf(path));
    const reloaded = sessionStorage.getItem(RELOADED_KEY) === path;
    if (serverError && !reloaded) {
      sessionStorage.setItem(RELOADED_KEY, path);
      // The actions load only now: every page carries this boundary, few ever show it.
      void import('./error-page.actions')
        .then((actions) => actions.revalidateSiteLayout())
        .catch(() => undefined)
        .finally(() => window.location.reload());
      return;
    }
    sessionStorage.removeItem(RELOADED_KEY);
    let current = true;
    import('./error-page.actions')
      .then((actions) => actions.renderErrorPage(languageOf(path)))
      .then((node) => {
        if (current) setPage(node);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [error, serverError]);
  return page ?? <ErrorMessage message={serverError ? undefined : error.message} language={language} />;
}
