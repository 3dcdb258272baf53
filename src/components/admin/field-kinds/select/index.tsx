import type { CellProps, FieldKind, FilterValueProps } from '../field-kind';
import { useAdminWords } from '../../admin-context';
import { plainText, TextCell } from '../shared/cell-parts';
import { FilterChoiceValue, ID_FILTER } from '../shared/filter-parts';
import { SelectInput } from './select-input';
import { valueWord } from './value-words';

/** A stored value as a word in the admin's interface language (`one_off` → Разовый / One-off). */
function ValueCell({ value }: CellProps) {
  const words = useAdminWords().enumValues;
  return <TextCell text={typeof value === 'string' ? valueWord(words, value) : plainText(value)} />;
}

/** One of the field's values (an enum's, an entity's variants): compared as a whole, never as a pattern. */
export const SELECT_KIND: FieldKind = {
  Input: SelectInput,
  wide: false,
  Cell: ValueCell,
  filter: {
    methods: ID_FILTER.methods,
    ValueInput: (props: FilterValueProps) => <FilterChoiceValue {...props} choices={props.field.values ?? []} wordsForValues />,
  },
};
