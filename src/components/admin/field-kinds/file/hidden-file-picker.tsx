'use client';

import type { Ref } from 'react';

/**
 * The browser's file chooser behind a button of ours (`ref.current.click()`): hidden, out of the tab order. Emptied
 * after each choice, so that choosing the same file again is a change too.
 */
export function HiddenFilePicker({
  ref,
  disabled,
  onChoose,
  onDone,
}: {
  ref: Ref<HTMLInputElement>;
  disabled?: boolean;
  onChoose(file: File): void;
  /** After the chooser closed, with a file or without. */
  onDone?(): void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      hidden
      tabIndex={-1}
      aria-hidden="true"
      disabled={disabled}
      onChange={(event) => {
        const chosen = event.target.files?.[0];
        event.target.value = '';
        if (chosen) onChoose(chosen);
        onDone?.();
      }}
    />
  );
}
