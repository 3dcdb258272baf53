import type { ComponentType } from 'react';
import type { Control } from 'react-hook-form';
import type { AnyEntity } from '@/shared/registry/define-entity';
import type { CodedMessage } from '@/shared/message-codes';
import type { FilterMethod } from '@/shared/registry/list-input';
import type { FieldMeta, InputKind } from '@/shared/registry/types';
import type { AdminDictionary } from '../admin-dictionary';

/** The filters' words in the admin's interface language. */
export type FilterWords = AdminDictionary['filters'];

/** The kinds of admin field: the registry's input kinds. */
export type FieldKindName = InputKind;

/**
 * What every field input of the admin form takes: react-hook-form's controller props (value, onChange, onBlur,
 * name, ref, disabled) plus the label's `id` and the error's aria wiring, spread on the control. `value` is the
 * field's form value: what the registry's zod schema takes (a number, a boolean, a Date, a language map, a
 * serialised rich text, a relation id, a file URL or a browser File chosen for upload, JSON), or null/undefined.
 */
export interface InputProps {
  entity: AnyEntity;
  field: FieldMeta;
  /** The admin's language: the first tab of a multilingual text, labels of related records. */
  language: string;
  name: string;
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  disabled?: boolean;
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  /** The whole form's control: an input whose meaning depends on another field (a reference's module) watches it. */
  formControl: Control<Record<string, unknown>>;
}

/** What a table cell of a field takes; its value is never empty (the table shows empty values alike). */
export interface CellProps {
  field: FieldMeta;
  value: unknown;
  language: string;
  /** A relation field's related record label, once loaded; undefined while loading or when none was found. */
  relationLabel?: string;
}

/** What the value control of a column filter takes: the value as typed (a list comma separated). */
export interface FilterValueProps {
  id: string;
  field: FieldMeta;
  method: FilterMethod;
  value: string;
  onChange(value: string): void;
  invalid: boolean;
  describedBy?: string;
}

/** How a column of a kind is filtered: its conditions, how they read, the value's control and checks. */
export interface FilterKind {
  /** The registry's filter methods that fit the column. */
  methods(field: FieldMeta): FilterMethod[];
  /** Shorter names of some methods for this kind (`≥` for numbers, `from` for dates). */
  labels?(words: FilterWords): Partial<Record<FilterMethod, string>>;
  ValueInput: ComponentType<FilterValueProps>;
  /** Why typed values cannot filter the column (they are not all empty), or undefined when they can. */
  valueProblem?(field: FieldMeta, values: readonly string[], words: FilterWords): string | undefined;
  /** A typed value as the server takes it (dates as ISO), when it differs from the text. */
  requestValue?(field: FieldMeta, text: string): string;
}

/**
 * One kind of admin field with everything the generic screens need of it: the form's input, the table's cell,
 * the filter and the form value's conversions. FIELD_KINDS (index.ts) holds one per FieldKindName.
 */
export interface FieldKind {
  Input: ComponentType<InputProps>;
  /** The input takes the whole width of the form. */
  wide: boolean;
  Cell: ComponentType<CellProps>;
  filter: FilterKind;
  /** What a new record's form starts with when no value is generated, before the schema's default. */
  newValue?(field: FieldMeta): unknown;
  /** What the form value holds that the schema cannot word well or lets through, said of the field's `label`. */
  problem?(value: unknown, label: string): CodedMessage | undefined;
  /** The form value as the schema reads it, when it differs (a picked file stands in as its name). */
  schemaValue?(value: unknown): unknown;
  /** Whether the form value itself is sent rather than the schema's reading of it (a picked file, uploaded). */
  sendsFormValue?(value: unknown): boolean;
}
