'use client';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { isNumberVariant, MAX_VALUE_LENGTH, parseDecimal } from '@/shared/crm-field-rules';
import { boundsHint, currencySign, stepped } from '@/shared/crm-number-bounds';
import type { Language } from '@/shared/languages';
import type { CrmFieldDescription } from './form-description';

export interface CrmFieldProps {
  field: CrmFieldDescription;
  /** The control's id: the label points at it, and the form focuses it when its answer is refused. */
  controlId: string;
  language: Language;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange(value: string): void;
}

const PLAIN_TEXT = { type: 'text' } as const;

/** A text input's control by its type (CrmInput.type). */
const TEXT_TYPES: Partial<Record<string, { type: string; autoComplete: string; inputMode: 'email' | 'tel' }>> = {
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  tel: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
};

/** A number input that declares nothing: the arrow keys step by 1. */
const NO_BOUNDS = { minimum: null, maximum: null, step: null, currency: null };

/**
 * One input of a CRM form: its label (with a visible mark when required), its hint, the control, and the error
 * under it. The control says required, invalid and which texts describe it, so a screen reader reads the same.
 */
export function CrmField({ field, controlId, language, value, error, disabled, onChange }: CrmFieldProps) {
  const hintId = `${controlId}-hint`;
  const boundsId = `${controlId}-bounds`;
  const currencyId = `${controlId}-currency`;
  const errorId = `${controlId}-error`;
  const bounds = isNumberVariant(field.variant) ? field.bounds : null;
  const range = bounds ? boundsHint(bounds, language) : undefined;
  const currency = bounds?.currency ? currencySign(bounds.currency, language) : undefined;
  const describedBy =
    [field.description ? hintId : null, range ? boundsId : null, currency ? currencyId : null, error ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const number = parseDecimal(value);
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
      {range ? (
        <p id={boundsId} className="text-sm text-muted-foreground" data-slot="field-bounds">
          {range}
        </p>
      ) : null}
      {field.variant === 'textarea-default' ? (
        <Textarea {...control} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : isNumberVariant(field.variant) ? (
        // Text with a decimal keyboard rather than type="number": that one drops "12,5" (a Russian decimal) silently,
        // and its min, max and step would apply to nothing else. A spin button instead: its bounds are announced
        // (aria-valuemin, aria-valuemax), the arrow keys step within them, and the form checks them before sending.
        <div className="flex items-center gap-2">
          <Input
            {...control}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            role="spinbutton"
            aria-valuemin={bounds?.minimum ?? undefined}
            aria-valuemax={bounds?.maximum ?? undefined}
            aria-valuenow={number}
            data-minimum={bounds?.minimum ?? undefined}
            data-maximum={bounds?.maximum ?? undefined}
            data-step={bounds?.step ?? undefined}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
              event.preventDefault();
              const next = stepped(number, event.key === 'ArrowUp' ? 1 : -1, bounds ?? NO_BOUNDS);
              onChange(new Intl.NumberFormat(language, { maximumFractionDigits: 10, useGrouping: false }).format(next));
            }}
          />
          {currency ? (
            <span id={currencyId} className="shrink-0 text-muted-foreground" data-slot="field-currency">
              {currency}
            </span>
          ) : null}
        </div>
      ) : (
        // An email or phone input says so (the keyboard, autofill); the form's own check (typeProblem) says what is
        // wrong in the page's language, as the server would.
        <Input {...control} {...(TEXT_TYPES[field.type] ?? PLAIN_TEXT)} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p id={errorId} className="text-sm text-destructive" data-slot="field-message">
          {error}
        </p>
      ) : null}
    </div>
  );
}
