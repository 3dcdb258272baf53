import type { CellProps, FieldKind } from '../field-kind';
import { IdCell, plainText, TextCell } from '../shared/cell-parts';
import { FilterTextValue, ID_FILTER, TEXT_FILTER } from '../shared/filter-parts';
import { TextInput } from './text-input';

/** A record's own id is text too, but shown, and filtered, as an id. */
function TextKindCell({ field, value }: CellProps) {
  return field.name === 'id' ? <IdCell id={String(value)} /> : <TextCell text={plainText(value)} />;
}

/** One line of text. */
export const TEXT_KIND: FieldKind = {
  Input: TextInput,
  wide: false,
  Cell: TextKindCell,
  filter: {
    methods: (field) => (field.name === 'id' ? ID_FILTER : TEXT_FILTER).methods(field),
    ValueInput: FilterTextValue,
  },
};
