'use client';

import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAdminWords } from '../admin-context';
import { openCommandPalette } from './use-palette-open';

/** The header's way into the palette: a phone has no Ctrl+K. */
export function CommandPaletteButton() {
  const words = useAdminWords();
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={openCommandPalette}
      aria-keyshortcuts="Control+K Meta+K"
      className="text-muted-foreground"
    >
      <Search aria-hidden="true" />
      {/* Named on a phone too, where only the icon shows. */}
      <span className="sr-only sm:not-sr-only">{words.palette.button}</span>
      <kbd className="ml-2 hidden rounded border bg-muted px-1 font-mono text-[10px] sm:inline">Ctrl K</kbd>
    </Button>
  );
}
