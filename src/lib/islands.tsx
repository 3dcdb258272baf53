'use client';

import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/*
 * Client components whose code a public page loads only when it is needed (docs/decisions/0084). Every page of the site
 * is one route whose widget registry reaches every widget, so a client component imported outright is part of every
 * page's first JavaScript; through these, only a small wrapper is. React's own `lazy`, not next/dynamic: its loader,
 * preload and bail-out modules were in every page's first load too, and it has pages preload code at once.
 */

/** How far ahead of the screen server-drawn content starts loading: one screen's height, so that it is ready when reached. */
const AHEAD = '100% 0px';

/**
 * Server-drawn content whose code the browser loads only when the content comes within a screen of the viewport: a
 * project card's price and cart actions far down the home page, say. Until then the browser keeps the server's drawing
 * as it is, unhydrated (an element whose inner HTML React leaves alone), so nothing moves, and inert: what is typed
 * into it would be lost when the children render, in a transition that keeps the drawing on screen until their code
 * has arrived. So it suits content with nothing to type before its code is there (the purchase's buttons wait for
 * the cart anyway), not a form. Content that first appears in the browser (a later render, not hydration) renders at
 * once. The wrapper is a block of its own (not `display: contents`, which an IntersectionObserver never sees).
 */
export function HydrateWhenNear({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [waiting, setWaiting] = useState(!useHydrated());
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Until the children have rendered (their commit waits for their code).
    element.inert = waiting;
    if (!waiting) return;
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

type Load<P> = () => Promise<ComponentType<P>>;

const lazyComponent = <P extends object>(load: Load<P>) => lazy(async () => ({ default: await load() }));

/**
 * A component the server draws and whose code the browser loads when it comes near the screen (HydrateWhenNear). Where
 * it first appears in the browser, its code loads as it renders, suspending to the nearest boundary as `lazy` does.
 */
export function drawnThenLoadedWhenNear<P extends object>(load: Load<P>): ComponentType<P> {
  const Loaded = lazyComponent(load);
  return function LoadedWhenNear(props: P) {
    return (
      <HydrateWhenNear>
        <Loaded {...props} />
      </HydrateWhenNear>
    );
  };
}

/**
 * A component the server draws and the page hydrates once its code has arrived, suspending to the nearest boundary
 * meanwhile (as next/dynamic without `ssr: false` did, without writing a preload into the page). Each of these helpers
 * answers a function component: a server component renders an island through its client reference, which must resolve
 * to a function, not to another `lazy`.
 */
export function drawnThenHydrated<P extends object>(load: Load<P>): ComponentType<P> {
  const Loaded = lazyComponent(load);
  return function Hydrated(props: P) {
    return <Loaded {...props} />;
  };
}

/**
 * A component drawn in the browser only (what it shows is known there alone: the visitor's session, a choice kept in
 * the browser), its code loaded when it is first drawn; `loading` stands in for it on the server and meanwhile.
 */
export function browserOnly<P extends object>(load: Load<P>, loading: ReactNode = null): ComponentType<P> {
  const Loaded = lazyComponent(load);
  return function BrowserOnly(props: P) {
    if (!useHydrated()) return loading;
    return (
      <Suspense fallback={loading}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
