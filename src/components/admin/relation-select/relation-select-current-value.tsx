'use client';

import { recordLabel } from '@/shared/admin/format';
import type { Row } from '../entity-api';
import { useAdminWords } from '../admin-context';

interface CurrentValueProps {
  value: string | null | undefined;
  /** The chosen record; null when it is missing; undefined while unknown. */
  record: Row | null | undefined;
  loading: boolean;
  nullable: boolean;
  language: string;
}

/** What the closed select shows: the chosen record's label, its id (muted) while loading or when it is missing. */
export function CurrentValue({ value, record, loading, nullable, language }: CurrentValueProps) {
  const dictionary = useAdminWords().relationSelect;
  if (!value) return <span className="text-muted-foreground">{nullable ? dictionary.none : dictionary.choose}</span>;
  if (record) return <>{recordLabel(record, language)}</>;
  return (
    <span className="text-muted-foreground" title={record === null ? dictionary.missingTitle : undefined}>
      <span className="font-mono text-xs">{value}</span>
      {record === null ? ` (${dictionary.missing})` : loading ? ` ${dictionary.loading}` : null}
    </span>
  );
}
