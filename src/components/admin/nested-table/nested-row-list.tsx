'use client';

import { ArrowDown, ArrowUp, Link2, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { Row } from '../entity-api';
import { useAdminWords } from '../admin-context';

interface NestedRowListProps {
  list: Row[];
  label(row: Row): string;
  /** What the row's record says besides its label (a metadata record's description): a second line. */
  summary(row: Row): string;
  /** Rows have an orderIndex: up and down buttons. */
  orderable: boolean;
  /** A change is on its way: the buttons wait. */
  busy: boolean;
  /** The rows are reloading. */
  refreshing: boolean;
  onMove(index: number, by: -1 | 1): void;
  /** Edits the record the row stands for (for a join, the record it joins). */
  onEdit(row: Row): void;
  /** A join row's own settings (its variant), when it has any. */
  onEditLink?(row: Row): void;
  onRemove(row: Row): void;
}

/** The nested rows, numbered, each with its label (and variant) and buttons to move, edit and remove it. */
export function NestedRowList({
  list,
  label,
  summary,
  orderable,
  busy,
  refreshing,
  onMove,
  onEdit,
  onEditLink,
  onRemove,
}: NestedRowListProps) {
  const words = useAdminWords().nested;
  return (
    <ol className="divide-y rounded-md border" aria-busy={busy || refreshing}>
      {list.map((row, index) => (
        <li key={row.id} data-row-id={row.id} className="flex flex-wrap items-center gap-2 px-2 py-1.5 text-sm">
          <span className="w-6 text-right text-muted-foreground tabular-nums">{index + 1}</span>
          <span className="grid min-w-40 flex-1" title={label(row)}>
            <span className="truncate">
              {label(row)}
              {typeof row.variant === 'string' && row.variant !== 'default' && (
                <span className="ml-2 text-xs text-muted-foreground">{row.variant}</span>
              )}
            </span>
            {summary(row) && <span className="truncate text-xs text-muted-foreground">{summary(row)}</span>}
          </span>
          <span className="ml-auto flex items-center gap-0.5">
            {orderable && (
              <>
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-8"
                  disabled={busy || index === 0}
                  aria-label={words.moveUp(label(row))}
                  onClick={() => onMove(index, -1)}
                >
                  <ArrowUp />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-8"
                  disabled={busy || index === list.length - 1}
                  aria-label={words.moveDown(label(row))}
                  onClick={() => onMove(index, 1)}
                >
                  <ArrowDown />
                </Button>
              </>
            )}
            <Button
              size="icon"
              variant="ghost"
              className="size-8"
              aria-label={words.edit(label(row))}
              onClick={() => onEdit(row)}
            >
              <Pencil />
            </Button>
            {onEditLink && (
              <Button
                size="icon"
                variant="ghost"
                className="size-8"
                aria-label={words.linkSettings(label(row))}
                onClick={() => onEditLink(row)}
              >
                <Link2 />
              </Button>
            )}
            <Button
              size="icon"
              variant="ghost"
              className="size-8 text-destructive hover:text-destructive"
              disabled={busy}
              aria-label={words.remove(label(row))}
              onClick={() => onRemove(row)}
            >
              <Trash2 />
            </Button>
          </span>
        </li>
      ))}
    </ol>
  );
}
