'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

/**
 * A link to the same page in another language that keeps the page's query (a sign-in's `returnTo`, a reset's
 * `code`): the link is drawn once for every visitor of a cached page, so the query is added when it is followed.
 */
export function LanguageLink({ href, ...props }: ComponentProps<typeof Link> & { href: string }) {
  const router = useRouter();
  return (
    <Link
      {...props}
      href={href}
      onClick={(event) => {
        const query = window.location.search;
        if (!query || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        router.push(`${href}${query}`);
      }}
    />
  );
}
