'use client';

import { startTransition, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

/** How far ahead of the screen the content starts loading: one screen's height, so that it is ready when reached. */
const AHEAD = '100% 0px';

const noChange = () => () => undefined;

/**
 * Server-drawn content whose code the browser loads only when the content comes within a screen of the viewport: a
 * project card's price and cart actions far down the home page, say (docs/decisions/0084). Until then the browser
 * keeps the server's drawing as it is, unhydrated (an element whose inner HTML React leaves alone), so nothing moves;
 * then the children render, in a transition that keeps the drawing on screen until their code has arrived. Content
 * that first appears in the browser (not hydrated: a later render) renders at once. The wrapper is a block of its own
 * (not `display: contents`, which an IntersectionObserver never sees).
 */
export function HydrateWhenNear({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // True on the server and while hydrating (the server's snapshot), false in a render of the browser's own.
  const hydrating = useSyncExternalStore(
    noChange,
    () => false,
    () => true,
  );
  const [waiting, setWaiting] = useState(hydrating);
  useEffect(() => {
    const element = ref.current;
    if (!waiting || !element) return;
    const near = () => startTransition(() => setWaiting(false));
    if (typeof IntersectionObserver === 'undefined') return near();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        near();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [waiting]);
  if (typeof window === 'undefined' || !waiting) return <div ref={ref}>{children}</div>;
  // The server's drawing of the children stays inside, untouched; it differs from this empty HTML on purpose.
  return <div ref={ref} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
