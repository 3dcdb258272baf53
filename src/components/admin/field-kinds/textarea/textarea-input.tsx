'use client';

import { Textarea } from '@/components/ui/textarea';
import { controlProps } from '../shared/control-props';
import type { InputProps } from '../field-kind';

/** Several lines of text. Empty text is '' (the form turns '' into null for a nullable field). */
export function TextareaInput(props: InputProps) {
  const { value, onChange, onBlur, field } = props;
  return (
    <Textarea
      {...controlProps(props)}
      rows={4}
      className="max-h-96"
      value={typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value)}
      maxLength={field.maxLength}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}
