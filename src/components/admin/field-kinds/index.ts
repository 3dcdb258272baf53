import type { FieldMeta } from '@/shared/registry/types';
import { CHECKBOX_KIND } from './checkbox';
import { CRON_KIND } from './cron';
import { DATE_KIND, DATE_TIME_KIND } from './date';
import { DECIMAL_KIND } from './decimal';
import type { FieldKind, FieldKindName } from './field-kind';
import { FILE_KIND } from './file';
import { JSON_KIND } from './json';
import { MULTILINGUAL_KIND } from './multilingual';
import { NUMBER_KIND } from './number';
import { RELATION_KIND } from './relation';
import { RICH_TEXT_KIND } from './richtext';
import { SELECT_KIND } from './select';
import { TEXT_KIND } from './text';
import { TEXTAREA_KIND } from './textarea';

export type { CellProps, FieldKind, FieldKindName, FilterKind, FilterValueProps, InputProps } from './field-kind';

/**
 * Every kind of admin field, by the registry's input kind. A Record over FieldKindName: a kind added to INPUT_KINDS
 * does not compile until its folder gives it an input, a cell and a filter here. Tiptap and the day picker are
 * loaded lazily inside their inputs (next/dynamic).
 */
export const FIELD_KINDS: Record<FieldKindName, FieldKind> = {
  text: TEXT_KIND,
  textarea: TEXTAREA_KIND,
  richtext: RICH_TEXT_KIND,
  number: NUMBER_KIND,
  decimal: DECIMAL_KIND,
  checkbox: CHECKBOX_KIND,
  datetime: DATE_TIME_KIND,
  date: DATE_KIND,
  multilingual: MULTILINGUAL_KIND,
  json: JSON_KIND,
  select: SELECT_KIND,
  relation: RELATION_KIND,
  file: FILE_KIND,
  cron: CRON_KIND,
};

/** The kind of a field. */
export const fieldKindOf = (field: Pick<FieldMeta, 'input'>): FieldKind => FIELD_KINDS[field.input];
