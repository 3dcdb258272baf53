'use client';

import { useAdminWords } from '../../admin-context';
/** Longest text a cell shows before it is cut with an ellipsis (the whole text is in its title). */
const CELL_TEXT_LIMIT = 80;

export const truncate = (text: string, limit = CELL_TEXT_LIMIT) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

/** The plain text of a value: objects as JSON. */
export const plainText = (value: unknown): string => (typeof value === 'object' ? JSON.stringify(value) : String(value));

/** What an empty value shows as. */
export function EmptyCell() {
  const words = useAdminWords();
  return (
    <span className="text-muted-foreground" aria-label={words.empty}>
      —
    </span>
  );
}

/** A text, cut at CELL_TEXT_LIMIT with the whole text in its title; an empty text shows as empty. */
export function TextCell({ text, className }: { text: string; className?: string }) {
  if (!text) return <EmptyCell />;
  const short = truncate(text);
  return (
    <span className={className} title={short === text ? undefined : text}>
      {short}
    </span>
  );
}

/** A generated name nobody chose (`leafy fresh arch`): marked as a placeholder until an editor replaces it. */
export function PlaceholderText({ text }: { text: string }) {
  const words = useAdminWords().placeholder;
  return (
    <span className="text-muted-foreground italic" title={words.hint}>
      {truncate(text)}
      <span className="ml-1.5 rounded border border-dashed px-1 text-xs not-italic">{words.badge}</span>
    </span>
  );
}

/** An id, cut to 13 characters, in a monospace font (the whole id in its title). */
export function IdCell({ id, muted }: { id: string; muted?: boolean }) {
  return (
    <span className={muted ? 'font-mono text-xs text-muted-foreground' : 'font-mono text-xs'} title={id}>
      {truncate(id, 13)}
    </span>
  );
}
