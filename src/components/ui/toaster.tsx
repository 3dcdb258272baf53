'use client';

import { useEffect, useState, type CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

export { toast } from 'sonner';

// Sonner reads these variables for its default toast: point them at our tokens so toasts match the popovers.
const themed = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
  '--border-radius': 'var(--radius)',
} as CSSProperties;

/** The mounted Toaster that shows the toasts: a second one on the same page would show each toast twice. */
let shown: symbol | null = null;

/**
 * Mount it where toasts are made (the admin's and the accounts pages' layouts, a CRM form), then call `toast(...)` /
 * `toast.success(...)` from any client component. Mounted twice on one page, only the first one shows. Public pages
 * without a form do not mount it, so sonner is not part of their JavaScript.
 */
export function Toaster(props: ToasterProps) {
  const [id] = useState(() => Symbol('toaster'));
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (shown) return;
    shown = id;
    setActive(true);
    return () => {
      if (shown === id) shown = null;
    };
  }, [id]);
  return active ? <Sonner theme="light" className="toaster group" style={themed} {...props} /> : null;
}
