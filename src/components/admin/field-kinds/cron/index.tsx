import type { CellProps, FieldKind } from '../field-kind';
import { plainText, TextCell } from '../shared/cell-parts';
import { TEXT_FILTER } from '../shared/filter-parts';
import { CronInput } from './cron-input';
import { cronWords } from './cron-words';

/** A cron expression in the table: what it says in words, the expression itself in its title. */
function CronCell({ value, language }: CellProps) {
  const expression = plainText(value);
  const words = cronWords(expression, language);
  return words ? <span title={expression}>{words}</span> : <TextCell text={expression} />;
}

/** A schedule: a five-field cron expression (`/// @input cron`), typed as text and read in words. */
export const CRON_KIND: FieldKind = {
  Input: CronInput,
  wide: false,
  Cell: CronCell,
  filter: TEXT_FILTER,
};
