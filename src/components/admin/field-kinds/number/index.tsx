import type { CellProps, FieldKind, FilterValueProps } from '../field-kind';
import { EmptyCell, plainText } from '../shared/cell-parts';
import { LIST_METHODS } from '../../table/url-filters';
import { COMPARE_METHODS, FilterTextValue, nullMethods } from '../shared/filter-parts';
import { NumberInput } from './number-input';

function NumberCell({ value }: CellProps) {
  const text = plainText(value);
  return text ? <span className="tabular-nums">{text}</span> : <EmptyCell />;
}

/** A whole or a decimal number. */
export const NUMBER_KIND: FieldKind = {
  Input: NumberInput,
  wide: false,
  Cell: NumberCell,
  filter: {
    methods: (field) => ['eq', 'ne', ...COMPARE_METHODS, ...LIST_METHODS, ...nullMethods(field)],
    labels: () => ({ gt: '>', gte: '≥', lt: '<', lte: '≤' }),
    ValueInput: (props: FilterValueProps) => <FilterTextValue {...props} inputMode="decimal" />,
    valueProblem: (field, values, words) =>
      values.some((value) => value === '' || !Number.isFinite(Number(value)))
        ? field.type === 'int'
          ? words.enterWholeNumbers
          : words.enterNumbers
        : undefined,
  },
  problem: (value, label) =>
    typeof value === 'number' && Number.isNaN(value)
      ? { code: 'invalid_type', params: { expected: 'number' }, message: `${label} must be a number` }
      : undefined,
};
