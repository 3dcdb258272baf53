import { localized, richTextToPlain } from '@/shared/localized-text';
import type { CellProps, FieldKind } from '../field-kind';
import { TextCell } from '../shared/cell-parts';
import { JSON_TEXT_FILTER } from '../shared/filter-parts';
import { newLanguageMap } from '../shared/language-map';
import { RichTextInput } from './rich-text-input';

/** The plain text of a rich text, in the admin's language when it is a map of documents. */
function richTextPlain(multilingual: boolean, value: unknown, language: string): string {
  if (multilingual && typeof value === 'object' && value !== null) {
    const map = value as Record<string, unknown>;
    const documents = Object.fromEntries(Object.entries(map).map(([key, item]) => [key, richTextToPlain(item)] as const));
    return localized(documents, language);
  }
  return richTextToPlain(value);
}

/** A formatted text (a Tiptap document), per language when the field is multilingual. */
export const RICH_TEXT_KIND: FieldKind = {
  Input: RichTextInput,
  wide: true,
  Cell: ({ field, value, language }: CellProps) => <TextCell text={richTextPlain(field.multilingual, value, language)} />,
  filter: JSON_TEXT_FILTER,
  newValue: newLanguageMap,
};
