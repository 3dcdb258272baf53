'use client';

import { Input } from '@/components/ui/input';
import { controlProps } from '../shared/control-props';
import type { InputProps } from '../field-kind';

/**
 * An exact decimal (a price, an amount): the form value is the text as typed, or null when the box is empty, so
 * that no binary float ever stands between what the administrator typed and what is stored. The schema checks it.
 */
export function DecimalInput(props: InputProps) {
  const { value, onChange, onBlur } = props;
  return (
    <Input
      {...controlProps(props)}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value.trim() === '' ? null : event.target.value)}
      onBlur={onBlur}
    />
  );
}
