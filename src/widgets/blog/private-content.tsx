'use client';

import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { isTextMap } from '@/shared/localized-text';
import { rbacPaths } from '@/shared/rbac-paths';
import { withReturnTo } from '@/shared/return-to';
import { currentSession } from '@/lib/session-store';
import type { Language } from '@/shared/languages';
import { NoFoundItems } from '../shared/no-found-items';
import { RichText } from '../shared/rich-text';
import { siteDictionary } from '../shared/dictionary';
import { blogDictionary } from './dictionary';

interface PrivateItem {
  id: string;
  /** Multilingual rich text. */
  content: unknown;
}

/** What the island shows; its name is also the section's `data-private-content`, for tests. */
type State =
  | { status: 'loading' }
  /** `returnTo`: this page, where the sign-in link brings the visitor back to. */
  | { status: 'unauthorized'; signedIn: boolean; returnTo: string }
  | { status: 'error' }
  | { status: 'ready'; items: PrivateItem[] };

/** The REST list of an article's private contents, filtered in the API's bracket notation. */
export const privateContentsUrl = (articleId: string) =>
  `/api/blog/article-private-contents?filters[and][0][column]=articleId&filters[and][0][method]=eq&filters[and][0][value]=${encodeURIComponent(articleId)}`;

/** The rows of a list answer (`{ data: [...] }`), or null when the answer is not one. */
function itemsOf(body: unknown): PrivateItem[] | null {
  if (!isTextMap(body) || !Array.isArray(body.data)) return null;
  return body.data.filter(isTextMap).map((row) => ({ id: String(row.id), content: row.content }));
}

async function load(articleId: string, signal: AbortSignal): Promise<State> {
  // The visitor's own session cookie decides what the API answers; no copy may be kept for another visitor.
  const ask = () =>
    fetch(privateContentsUrl(articleId), {
      credentials: 'include',
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal,
    });
  // The page's session first: it refreshes an expired access token (a friend who signed in an hour ago has a refresh
  // token to get a new one with), once for the page, not once per island (a refresh token presented twice ends it).
  const session = await currentSession();
  const response = await ask();
  // 401: not signed in (or the session ended); 403: signed in with no role that may read it, or only the anonymous
  // session the accounts pages start (whoever has not signed in is asked to, not to donate).
  if (response.status === 401 || response.status === 403)
    return {
      status: 'unauthorized',
      signedIn: response.status === 403 && session.status === 'signed-in',
      returnTo: `${window.location.pathname}${window.location.search}`,
    };
  if (!response.ok) return { status: 'error' };
  const items = itemsOf(await response.json());
  return items ? { status: 'ready', items } : { status: 'error' };
}

/**
 * An article's private content, read in the browser with the visitor's session: the page around it is cached
 * for every visitor, so the server never renders it. A visitor whose roles may not read it sees `Not authorized`,
 * and what to do: sign in (and come back here), or, signed in without the role, become a friend of the foundation.
 */
export function PrivateContent({ articleId, language }: { articleId: string; language: Language }) {
  // One article per island: a page showing another article renders another island (keyed by the article's id).
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    load(articleId, controller.signal).then(
      (next) => {
        if (!controller.signal.aborted) setState(next);
      },
      (error: unknown) => {
        // Leaving the page aborts the request: that is no failure to show.
        if (controller.signal.aborted) return;
        console.warn('The private content could not be loaded', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [articleId]);

  const strings = blogDictionary(language);
  return (
    <section
      aria-labelledby={`private-content-${articleId}`}
      aria-busy={state.status === 'loading'}
      data-private-content={state.status}
      className="mt-10 max-w-3xl border-t pt-8"
    >
      <h2 id={`private-content-${articleId}`} className="mb-4 font-heading text-2xl leading-tight">
        {strings.privateContent}
      </h2>
      {state.status === 'loading' ? (
        <div className="flex flex-col gap-3">
          <span className="sr-only">{strings.loading}</span>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      ) : state.status === 'unauthorized' ? (
        <div className="flex flex-col gap-2 rounded-lg border bg-muted px-4 py-3 text-muted-foreground">
          <p role="status">{siteDictionary(language).notAuthorized}</p>
          {state.signedIn ? (
            // Signed in without the role: why, and how to get it (the friends of the foundation are its donors).
            <p data-private-content-how="">
              {strings.friendsOnly}{' '}
              <a href={`/${language}/donate`} className="text-primary underline underline-offset-4">
                {strings.becomeFriend}
              </a>
            </p>
          ) : (
            <p>
              {/* Back to this article once signed in. */}
              <a
                href={withReturnTo(rbacPaths(language).signIn, state.returnTo)}
                className="text-primary underline underline-offset-4"
                data-private-content-sign-in=""
              >
                {strings.signIn}
              </a>
            </p>
          )}
        </div>
      ) : state.status === 'error' ? (
        <p role="alert" className="text-destructive">
          {strings.loadFailed}
        </p>
      ) : state.items.length ? (
        <div className="flex flex-col gap-6">
          {state.items.map((item) => (
            <RichText key={item.id} value={item.content} language={language} />
          ))}
        </div>
      ) : (
        <NoFoundItems language={language} />
      )}
    </section>
  );
}
