'use client';

import { computedText } from '@/shared/admin/computed-text';
import type { ComputedColumnMeta } from '@/shared/registry/computed-columns';
import { useAdmin } from '../admin-context';
import { EmptyCell, TextCell } from '../field-kinds/shared/cell-parts';

/** A computed column's cell. */
export function ComputedCell({ column, value, language }: { column: ComputedColumnMeta; value: unknown; language: string }) {
  const text = computedText(column, value, language, useAdmin().interfaceLanguage);
  if (!text) return <EmptyCell />;
  return <TextCell text={text} className={column.kind === 'amounts' ? 'whitespace-nowrap tabular-nums' : undefined} />;
}
