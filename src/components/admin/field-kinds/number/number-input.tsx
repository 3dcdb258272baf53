'use client';

import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { controlProps } from '../shared/control-props';
import type { InputProps } from '../field-kind';
import { numberTextShows, parseNumberText } from './number-text';

const textOf = (value: unknown) => (typeof value === 'number' && !Number.isNaN(value) ? String(value) : '');

/**
 * A number: the form value is a number, or null when the box is empty, never a string. Text that is no number
 * gives NaN, which the schema refuses, and marks the box invalid at once.
 */
export function NumberInput(props: InputProps) {
  const { value, onChange, onBlur, field } = props;
  const [text, setText] = useState(() => textOf(value));
  // A new value from outside (a reset, a loaded record) replaces the text; the value this box just gave does not.
  const [shown, setShown] = useState(value);
  if (!Object.is(shown, value)) {
    setShown(value);
    if (!numberTextShows(text, value)) setText(textOf(value));
  }
  const parsed = parseNumberText(text);
  const invalid = parsed !== null && Number.isNaN(parsed);

  return (
    <Input
      {...controlProps(props)}
      aria-invalid={props['aria-invalid'] ?? (invalid || undefined)}
      // Text rather than type="number": that one reads '' for "1e" or "-", and changes on a mouse wheel.
      type="text"
      inputMode={field.type === 'int' ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseNumberText(event.target.value));
      }}
      onBlur={onBlur}
    />
  );
}
