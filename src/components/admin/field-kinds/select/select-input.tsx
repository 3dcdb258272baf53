'use client';

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { controlProps } from '../shared/control-props';
import type { InputProps } from '../field-kind';
import { useAdminWords } from '../../admin-context';
import { valueWord } from './value-words';

/** Radix Select items cannot hold '': the "None" choice of a nullable field goes by this name. */
const NONE = '__none__';

/**
 * One of the field's values (an enum's values, an entity's variants), each shown as a word (value-words.ts). The form
 * value is the stored value chosen, or null
 * when "None" is chosen (offered for a nullable field only).
 */
export function SelectInput(props: InputProps) {
  const words = useAdminWords();
  const { value, onChange, onBlur, field, disabled } = props;
  const current = typeof value === 'string' ? value : undefined;
  const values = field.values ?? [];
  // A stored value the registry no longer lists still shows (and may be kept), rather than a blank box.
  const options = current !== undefined && current !== '' && !values.includes(current) ? [...values, current] : values;

  return (
    <Select
      value={current === undefined || current === '' ? (field.nullable && value === null ? NONE : '') : current}
      onValueChange={(next) => onChange(next === NONE ? null : next)}
      onOpenChange={(open) => {
        if (!open) onBlur();
      }}
      disabled={disabled}
    >
      <SelectTrigger {...controlProps(props)}>
        <SelectValue placeholder={words.choose} />
      </SelectTrigger>
      <SelectContent>
        {field.nullable ? (
          <SelectItem value={NONE}>
            <span className="text-muted-foreground">{words.none}</span>
          </SelectItem>
        ) : null}
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {valueWord(words.enumValues, option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
