import type { FieldKind } from '../field-kind';
import { FilterTextValue, nullMethods } from '../shared/filter-parts';
import { FileCell } from './file-cell';
import { FileInput } from './file-input';
import { isBrowserFile } from './file-value';

/** A stored file's URL, or a file picked in the browser to upload on save. */
export const FILE_KIND: FieldKind = {
  Input: FileInput,
  wide: true,
  Cell: FileCell,
  filter: { methods: (field) => ['ilike', 'eq', ...nullMethods(field)], ValueInput: FilterTextValue },
  // The schema knows files only as text or as a file the server received: a picked file stands in as its name.
  schemaValue: (value) => (isBrowserFile(value) ? value.name : value),
  sendsFormValue: isBrowserFile,
};
