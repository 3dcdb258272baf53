'use client';

import { ArrowDown, ArrowUp, Link2, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
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

/**
 * The nested rows, numbered, each with its label (and variant), its summary, and buttons to move it, edit it (and
 * its link's settings) and remove it.
 */
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
      {list.map((row, index) => {
        const name = label(row);
        const about = summary(row);
        return (
          <li key={row.id} data-row-id={row.id} className="flex flex-wrap items-center gap-2 px-2 py-1.5 text-sm">
            <span className="w-6 text-right text-muted-foreground tabular-nums">{index + 1}</span>
            <span className="grid min-w-40 flex-1" title={name}>
              <span className="truncate">
                {name}
                {typeof row.variant === 'string' && row.variant !== 'default' && (
                  <span className="ml-2 text-xs text-muted-foreground">{row.variant}</span>
                )}
              </span>
              {about && <span className="truncate text-xs text-muted-foreground">{about}</span>}
            </span>
            <span className="ml-auto flex items-center gap-0.5">
              {orderable && (
                <>
                  <RowButton label={words.moveUp(name)} disabled={busy || index === 0} onClick={() => onMove(index, -1)}>
                    <ArrowUp />
                  </RowButton>
                  <RowButton
                    label={words.moveDown(name)}
                    disabled={busy || index === list.length - 1}
                    onClick={() => onMove(index, 1)}
                  >
                    <ArrowDown />
                  </RowButton>
                </>
              )}
              <RowButton label={words.edit(name)} onClick={() => onEdit(row)}>
                <Pencil />
              </RowButton>
              {onEditLink && (
                <RowButton label={words.linkSettings(name)} onClick={() => onEditLink(row)}>
                  <Link2 />
                </RowButton>
              )}
              <RowButton label={words.remove(name)} disabled={busy} destructive onClick={() => onRemove(row)}>
                <Trash2 />
              </RowButton>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** One of a row's icon buttons, named for screen readers by what it does to which row. */
export function RowButton({
  label,
  disabled,
  destructive,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  destructive?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Button
      size="icon"
      variant="ghost"
      className={destructive ? 'size-8 text-destructive hover:text-destructive' : 'size-8'}
      disabled={disabled}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
