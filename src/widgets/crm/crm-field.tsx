'use client';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { isNumberVariant, MAX_VALUE_LENGTH } from '@/shared/crm-field-rules';
import type { CrmFieldDescription } from './form-description';

export interface CrmFieldProps {
  field: CrmFieldDescription;
  /** The control's id: the label points at it, and the form focuses it when its answer is refused. */
  controlId: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange(value: string): void;
}

/**
 * One input of a CRM form: its label (with a visible mark when required), its hint, the control, and the error
 * under it. The control says required, invalid and which texts describe it, so a screen reader reads the same.
 */
export function CrmField({ field, controlId, value, error, disabled, onChange }: CrmFieldProps) {
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [field.description ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control = {
    id: controlId,
    name: field.id,
    value,
    disabled,
    placeholder: field.placeholder || undefined,
    required: field.isRequired,
    'aria-required': field.isRequired || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    maxLength: MAX_VALUE_LENGTH,
  };
  return (
    <div className={cn('grid gap-2', field.className)} data-crm-field={field.id}>
      <Label htmlFor={controlId} className={cn(error && 'text-destructive')}>
        <span>{field.label}</span>
        {/* For the eye: the control's `required` is what assistive tech announces. */}
        {field.isRequired ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {field.description ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {field.description}
        </p>
      ) : null}
      {field.variant === 'textarea-default' ? (
        <Textarea {...control} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : isNumberVariant(field.variant) ? (
        // Text with a decimal keyboard rather than type="number": that one drops "12,5" (a Russian decimal) silently.
        <Input
          {...control}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Input {...control} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p id={errorId} className="text-sm text-destructive" data-slot="field-message">
          {error}
        </p>
      ) : null}
    </div>
  );
}
