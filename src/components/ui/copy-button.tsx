'use client';

import { CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';

/** How long the check icon stays after a successful copy. */
export const COPY_FEEDBACK_MS = 2000;

export type CopyButtonProps = Omit<ButtonProps, 'onClick' | 'children' | 'asChild'> & {
  text?: string;
  /** Accessible name of the icon-only button. */
  label?: string;
  /** The toasts, in the page's language (the spec's English words by default). */
  messages?: { copied: string; failed: string };
};

const ENGLISH = { copied: 'Text copied to clipboard', failed: 'Failed to copy text to clipboard' };

export function CopyButton({
  text = 'Copy me!',
  label = 'Copy to clipboard',
  messages = ENGLISH,
  variant = 'outline',
  size = 'icon',
  ...props
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A pending timer must not set state after unmount.
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      // navigator.clipboard is undefined outside secure contexts: that TypeError lands here too.
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error(messages.failed);
      return;
    }
    setCopied(true);
    toast.success(messages.copied);
    // A second click restarts the 2 s rather than letting the first timer cut it short.
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  }

  return (
    <Button variant={variant} size={size} aria-label={label} title={label} onClick={copy} {...props}>
      {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
    </Button>
  );
}
