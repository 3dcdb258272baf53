import { localized } from '@/shared/localized-text';
import type { CellProps, FieldKind } from '../field-kind';
import { TextCell } from '../shared/cell-parts';
import { JSON_TEXT_FILTER } from '../shared/filter-parts';
import { newLanguageMap } from '../shared/language-map';
import { MultilingualInput } from './multilingual-input';

/** A text per language. */
export const MULTILINGUAL_KIND: FieldKind = {
  Input: MultilingualInput,
  wide: true,
  Cell: ({ value, language }: CellProps) => <TextCell text={localized(value, language)} />,
  // A multilingual field is filtered per language (LANGUAGE_TEXT_FILTER); this reads the column as a whole.
  filter: JSON_TEXT_FILTER,
  newValue: newLanguageMap,
};
