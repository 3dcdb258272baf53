import { CheckIcon, MinusIcon } from 'lucide-react';
import type { CellProps, FieldKind, FilterValueProps } from '../field-kind';
import { EmptyCell } from '../shared/cell-parts';
import { FilterChoiceValue, nullMethods } from '../shared/filter-parts';
import { CheckboxInput } from './checkbox-input';
import { useAdminWords } from '../../admin-context';

const BOOLEAN_TEXTS = ['true', 'false'];

function YesNoCell({ value }: CellProps) {
  const words = useAdminWords();
  if (value === true)
    return (
      <span className="inline-flex text-foreground" title={words.yes}>
        <CheckIcon aria-hidden="true" className="size-4" />
        <span className="sr-only">{words.yes}</span>
      </span>
    );
  if (value === false)
    return (
      <span className="inline-flex text-muted-foreground" title={words.no}>
        <MinusIcon aria-hidden="true" className="size-4" />
        <span className="sr-only">{words.no}</span>
      </span>
    );
  return <EmptyCell />;
}

/** Yes or no. */
export const CHECKBOX_KIND: FieldKind = {
  Input: CheckboxInput,
  wide: false,
  Cell: YesNoCell,
  filter: {
    methods: (field) => ['eq', 'ne', ...nullMethods(field)],
    ValueInput: (props: FilterValueProps) => <FilterChoiceValue {...props} choices={BOOLEAN_TEXTS} />,
  },
};
