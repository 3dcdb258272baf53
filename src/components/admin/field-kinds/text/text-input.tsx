'use client';

import { Input } from '@/components/ui/input';
import { controlProps } from '../shared/control-props';
import type { InputProps } from '../field-kind';

/** One line of text. Empty text is '' (the form turns '' into null for a nullable field). */
export function TextInput(props: InputProps) {
  const { value, onChange, onBlur, field } = props;
  return (
    <Input
      {...controlProps(props)}
      type="text"
      value={typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value)}
      maxLength={field.maxLength}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}
