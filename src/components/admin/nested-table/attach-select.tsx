'use client';

import { useId } from 'react';
import { useAdmin } from '../admin-context';
import { RelationSelect } from '../relation-select/relation-select';

/** A labelled select of the records of `path` to attach one of (the other side of a join), searched as one types. */
export function AttachSelect({
  label,
  path,
  busy,
  exclude,
  onAttach,
  className = 'grid min-w-0 flex-1 gap-1 sm:max-w-sm',
}: {
  label: string;
  path: string;
  busy: boolean;
  /** Ids already attached: not offered. */
  exclude?: readonly string[];
  onAttach(id: string | null): void;
  className?: string;
}) {
  const { language } = useAdmin();
  const id = useId();
  return (
    <div className={className}>
      <label className="text-xs text-muted-foreground" htmlFor={id}>
        {label}
      </label>
      <RelationSelect
        path={path}
        value={null}
        onChange={onAttach}
        nullable={false}
        language={language}
        disabled={busy}
        exclude={exclude}
        id={id}
      />
    </div>
  );
}
