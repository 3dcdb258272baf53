'use client';

import { Component, useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/shared/languages';
import { ErrorMessage } from './error-message';
import { isServerRenderError } from './server-render-error';

/** Marks a url reloaded after a render error, so that a lasting error does not reload for ever. */
const RELOADED_KEY = 'platform.error-reloaded';
/** How long a reload counts: an error on the same url within it is not retried again. */
const RELOAD_WINDOW_MS = 60_000;

/**
 * Whether `path` may be reloaded now, noting that it is: not when it was within the window, nor when the browser keeps
 * no session storage (a reload could then never be told from the first load).
 */
function mayReload(path: string): boolean {
  try {
    const mark = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? 'null') as { path?: string; at?: number } | null;
    if (mark?.path === path && Date.now() - (mark.at ?? 0) < RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ path, at: Date.now() }));
    return true;
  } catch {
    return false;
  }
}

/** The /500 page's content, or the message when drawing it fails too (it may hold the very widget that broke). */
class ErrorPageBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const languageOf = (path: string): Language => {
  const first = path.split('/')[1];
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
};

/**
 * What a failed page turns into. A Server Components render error may come from a page cached while something was
 * broken: the server renders the site again and the page reloads, once a minute at most. Otherwise (or when that did not help) the
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
    if (serverError && mayReload(path)) {
      // The actions load only now: every page carries this boundary, few ever show it.
      void import('@/server/actions/site-revalidation')
        .then((actions) => actions.revalidateSiteLayout())
        .catch(() => undefined)
        .finally(() => window.location.reload());
      return;
    }
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
  const message = <ErrorMessage message={serverError ? undefined : error.message} language={language} />;
  return page ? <ErrorPageBoundary fallback={message}>{page}</ErrorPageBoundary> : message;
}
