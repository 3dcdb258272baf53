'use client';

import type { CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

export { toast } from 'sonner';

// Sonner reads these variables for its default toast: point them at our tokens so toasts match the popovers.
const themed = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
  '--border-radius': 'var(--radius)',
} as CSSProperties;

/** Mount once (the root layout does); then call `toast(...)` / `toast.success(...)` from any client component. */
export function Toaster(props: ToasterProps) {
  return <Sonner theme="light" className="toaster group" style={themed} {...props} />;
}
