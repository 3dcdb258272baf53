import type { ComponentType } from 'react';
import type { InputKind } from '@/shared/registry/types';
import { CheckboxInput } from './checkbox-input';
import { DateInput, DateTimeInput } from './date-input';
import { FileInput } from './file-input';
import type { InputProps } from './input-props';
import { JsonInput } from './json-input';
import { MultilingualInput } from './multilingual-input';
import { NumberInput } from './number-input';
import { RelationInput } from './relation-input';
import { RichTextInput } from './rich-text-input';
import { SelectInput } from './select-input';
import { TextInput } from './text-input';
import { TextareaInput } from './textarea-input';

export type { InputProps, RelationSelectProps } from './input-props';
export { InvalidJsonText, isInvalidJsonText } from './values';

/**
 * The admin form's input for each InputKind. A Record over InputKind: a kind added to INPUT_KINDS does not compile
 * until it has an input here. Tiptap and the day picker are loaded lazily inside their inputs (next/dynamic).
 */
export const INPUTS: Record<InputKind, ComponentType<InputProps>> = {
  text: TextInput,
  textarea: TextareaInput,
  richtext: RichTextInput,
  number: NumberInput,
  checkbox: CheckboxInput,
  datetime: DateTimeInput,
  date: DateInput,
  multilingual: MultilingualInput,
  json: JsonInput,
  select: SelectInput,
  relation: RelationInput,
  file: FileInput,
};
