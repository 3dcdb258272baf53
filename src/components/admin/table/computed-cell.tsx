'use client';

import { useHydrated } from '@/lib/use-hydrated';
import { computedText } from '@/shared/admin/computed-text';
import type { ComputedColumnMeta } from '@/shared/registry/computed-columns';
import { useAdmin } from '../admin-context';
import { asDate, utcTimeAsLocal } from '../field-kinds/date/date-value';
import { EmptyCell, TextCell } from '../field-kinds/shared/cell-parts';

/** A computed column's cell; a moment in UTC until hydrated, as the date cells show it (field-kinds/date). */
export function ComputedCell({ column, value, language }: { column: ComputedColumnMeta; value: unknown; language: string }) {
  const utc = !useHydrated() && column.kind === 'datetime' ? asDate(value) : null;
  const text = computedText(column, utc ? utcTimeAsLocal(utc) : value, language, useAdmin().interfaceLanguage);
  if (!text) return <EmptyCell />;
  return <TextCell text={text} className={column.kind === 'amounts' ? 'whitespace-nowrap tabular-nums' : undefined} />;
}
