import type { CellProps, FieldKind } from '../field-kind';
import { IdCell, TextCell } from '../shared/cell-parts';
import { ID_FILTER } from '../shared/filter-parts';
import { RelationInput } from './relation-input';

/** The related record's label when it was found; its id meanwhile (and when it is gone or not readable). */
function RelationCell({ value, relationLabel }: CellProps) {
  return relationLabel ? <TextCell text={relationLabel} /> : <IdCell id={String(value)} muted />;
}

/** The id of a record of another entity. */
export const RELATION_KIND: FieldKind = {
  Input: RelationInput,
  wide: false,
  Cell: RelationCell,
  filter: ID_FILTER,
};
