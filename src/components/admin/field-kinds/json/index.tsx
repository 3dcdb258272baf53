import type { CellProps, FieldKind } from '../field-kind';
import { plainText, TextCell } from '../shared/cell-parts';
import { JSON_TEXT_FILTER } from '../shared/filter-parts';
import { JsonInput } from './json-input';
import { isInvalidJsonText } from './json-text';

/** Any JSON value, edited as its text. */
export const JSON_KIND: FieldKind = {
  Input: JsonInput,
  wide: true,
  Cell: ({ value }: CellProps) => <TextCell text={plainText(value)} className="font-mono text-xs" />,
  filter: JSON_TEXT_FILTER,
  problem: (value) =>
    isInvalidJsonText(value) ? { code: 'invalid_format', params: { format: 'json' }, message: value.message } : undefined,
};
