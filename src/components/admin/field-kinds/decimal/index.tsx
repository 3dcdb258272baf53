import type { CellProps, FieldKind, FilterValueProps } from '../field-kind';
import { EmptyCell, plainText } from '../shared/cell-parts';
import { LIST_METHODS } from '../../table/url-filters';
import { COMPARE_METHODS, FilterTextValue, nullMethods } from '../shared/filter-parts';
import { DecimalInput } from './decimal-input';

const DECIMAL_TEXT = /^-?\d+(?:[.,]\d+)?$/;

function DecimalCell({ value }: CellProps) {
  const text = plainText(value);
  return text ? <span className="tabular-nums">{text}</span> : <EmptyCell />;
}

/** An exact decimal, kept as its text from the input to the database and back (a price, an amount). */
export const DECIMAL_KIND: FieldKind = {
  Input: DecimalInput,
  wide: false,
  Cell: DecimalCell,
  filter: {
    methods: (field) => ['eq', 'ne', ...COMPARE_METHODS, ...LIST_METHODS, ...nullMethods(field)],
    labels: () => ({ gt: '>', gte: '≥', lt: '<', lte: '≤' }),
    ValueInput: (props: FilterValueProps) => <FilterTextValue {...props} inputMode="decimal" />,
    valueProblem: (_field, values, words) =>
      values.every((value) => DECIMAL_TEXT.test(value.trim())) ? undefined : words.enterNumbers,
    requestValue: (_field, text) => text.trim().replace(',', '.'),
  },
};
