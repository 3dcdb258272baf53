'use client';

import type { Row } from '../entity-api';
import { useAdminWords } from '../admin-context';
import { useRecordLabel } from '../use-record-label';

interface CurrentValueProps {
  value: string | null | undefined;
  /** The chosen record; null when it is missing; undefined while unknown. */
  record: Row | null | undefined;
  loading: boolean;
  nullable: boolean;
  language: string;
  /** The path of the chosen record's entity. */
  path: string;
}

/** What the closed select shows: the chosen record's label, its id (muted) while loading or when it is missing. */
export function CurrentValue({ value, record, loading, nullable, language, path }: CurrentValueProps) {
  const dictionary = useAdminWords().relationSelect;
  const label = useRecordLabel();
  if (!value) return <span className="text-muted-foreground">{nullable ? dictionary.none : dictionary.choose}</span>;
  if (record) return <>{label(record, language, path)}</>;
  return (
    <span className="text-muted-foreground" title={record === null ? dictionary.missingTitle : undefined}>
      <span className="font-mono text-xs">{value}</span>
      {record === null ? ` (${dictionary.missing})` : loading ? ` ${dictionary.loading}` : null}
    </span>
  );
}
