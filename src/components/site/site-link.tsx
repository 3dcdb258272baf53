'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ComponentProps, type MouseEvent } from 'react';

/** A click the browser should handle itself: another tab or window, a download, a modified or other-button click. */
export const browserHandles = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey ||
  (event.currentTarget.target !== '' && event.currentTarget.target !== '_self') ||
  event.currentTarget.hasAttribute('download');

/**
 * How long a link stays in view before it is prefetched. next/link cancels the prefetch of a link scrolled out of view
 * before its turn; a page scrolled through (a visitor's fling, the lazy images' loading) would otherwise ask the
 * server to render every page it links.
 */
const IN_VIEW_MS = 300;

/**
 * A link inside the site, as next/link draws one: a plain `<a>` the App Router follows on a plain click (no page load),
 * prefetched (`router.prefetch`, Next.js's automatic prefetch) once it has stayed in view, unless `prefetch={false}`.
 * next/link with its url helpers is 3–4 KB gzip that every public page loaded; this is all the site uses of it
 * (docs/decisions/0070).
 */
export function SiteLink({
  href,
  prefetch = true,
  onClick,
  ...props
}: Omit<ComponentProps<'a'>, 'href' | 'ref'> & { href: string; prefetch?: boolean }) {
  const router = useRouter();
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const link = ref.current;
    if (!prefetch || !link || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver((entries) => {
      clearTimeout(timer);
      if (!entries.at(-1)?.isIntersecting) return;
      timer = setTimeout(() => {
        observer.disconnect();
        router.prefetch(href);
      }, IN_VIEW_MS);
    });
    observer.observe(link);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [href, prefetch, router]);
  return (
    <a
      {...props}
      ref={ref}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (browserHandles(event)) return;
        event.preventDefault();
        router.push(href);
      }}
    />
  );
}
