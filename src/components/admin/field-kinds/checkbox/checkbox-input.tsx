'use client';

import { Switch } from '@/components/ui/switch';
import { controlProps } from '../shared/control-props';
import type { InputProps } from '../field-kind';

/** A yes/no field as a switch; the form value is a boolean (null or undefined show as off). */
export function CheckboxInput(props: InputProps) {
  const { value, onChange, onBlur } = props;
  return (
    <div className="flex min-h-9 items-center">
      <Switch
        {...controlProps(props)}
        checked={value === true}
        onCheckedChange={(checked) => onChange(checked)}
        onBlur={onBlur}
      />
    </div>
  );
}
