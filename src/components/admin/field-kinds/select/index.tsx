import type { CellProps, FieldKind, FilterValueProps } from '../field-kind';
import { plainText, TextCell } from '../shared/cell-parts';
import { FilterChoiceValue, ID_FILTER } from '../shared/filter-parts';
import { SelectInput } from './select-input';

/** One of the field's values (an enum's, an entity's variants): compared as a whole, never as a pattern. */
export const SELECT_KIND: FieldKind = {
  Input: SelectInput,
  wide: false,
  Cell: ({ value }: CellProps) => <TextCell text={plainText(value)} />,
  filter: {
    methods: ID_FILTER.methods,
    ValueInput: (props: FilterValueProps) => <FilterChoiceValue {...props} choices={props.field.values ?? []} />,
  },
};
