'use client';

import { useEffect, useState } from 'react';

/** The window event that opens the palette: a header button may dispatch it (`openCommandPalette()`). */
const OPEN_EVENT = 'admin:open-command-palette';

/** Opens the command palette from anywhere in the admin (a search button in the header, say). */
export function openCommandPalette() {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/** Ctrl+K or ⌘+K, on any keyboard layout (`code` is the physical key: a Russian layout types `л` there). */
const isPaletteShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && (event.key.toLowerCase() === 'k' || event.code === 'KeyK');

/**
 * Whether the palette is open, and its text: Ctrl+K or ⌘+K toggles it, openCommandPalette() opens it; it opens
 * with an empty text.
 */
export function usePaletteOpen() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event) || event.repeat) return;
      event.preventDefault();
      if (open) setOpen(false);
      else {
        setText('');
        setOpen(true);
      }
    };
    const onOpenRequest = () => {
      setText('');
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener(OPEN_EVENT, onOpenRequest);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(OPEN_EVENT, onOpenRequest);
    };
  }, [open]);

  const changeOpen = (next: boolean) => {
    if (next) setText('');
    setOpen(next);
  };

  return { open, setOpen, changeOpen, text, setText };
}
