'use client';

import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { browserHandles, SiteLink } from '@/components/site/site-link';

/**
 * A link to the same page in another language that keeps the page's query (a sign-in's `returnTo`, a reset's
 * `code`): the link is drawn once for every visitor of a cached page, so the query is added when it is followed.
 */
export function LanguageLink({ href, ...props }: ComponentProps<typeof SiteLink> & { href: string }) {
  const router = useRouter();
  return (
    <SiteLink
      {...props}
      href={href}
      onClick={(event) => {
        const query = window.location.search;
        if (!query || browserHandles(event)) return;
        event.preventDefault();
        router.push(`${href}${query}`);
      }}
    />
  );
}
