import type { CellProps, FieldKind } from '../field-kind';
import { plainText, TextCell } from '../shared/cell-parts';
import { TEXT_FILTER } from '../shared/filter-parts';
import { TextareaInput } from './textarea-input';

/** Several lines of text. */
export const TEXTAREA_KIND: FieldKind = {
  Input: TextareaInput,
  wide: true,
  Cell: ({ value }: CellProps) => <TextCell text={plainText(value)} />,
  filter: TEXT_FILTER,
};
