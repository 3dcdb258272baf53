'use client';

import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { AmountCurrency } from '@/shared/amount-text';
import type { Language } from '@/shared/languages';
import { ecommerceDictionary } from './dictionary';
import { rangeText, type FreeAmountBounds } from './free-amount';

/** The box a visitor types the amount of a free-amount price into, with its bounds under it and what is wrong. */
export function FreeAmountInput({
  value,
  onChange,
  bounds,
  currency,
  problem,
  language,
  disabled,
}: {
  value: string;
  onChange: (typed: string) => void;
  bounds: FreeAmountBounds;
  currency: AmountCurrency;
  problem: string | undefined;
  language: Language;
  disabled?: boolean;
}) {
  const t = ecommerceDictionary(language);
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5" data-free-amount>
      <Label htmlFor={id}>{t.amountLabel(currency.symbol || currency.slug.toUpperCase())}</Label>
      <Input
        id={id}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={problem ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
        {problem ?? rangeText(bounds, currency, language)}
      </p>
    </div>
  );
}
