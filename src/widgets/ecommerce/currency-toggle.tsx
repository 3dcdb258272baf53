'use client';

import { useRef, type KeyboardEvent } from 'react';

export interface ToggleCurrency {
  id: string;
  slug: string;
  symbol: string | null;
}

/** Arrow keys move to the previous or next currency (around the ends), as a radio group's do. */
const STEPS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

/**
 * A product's currencies as a radio group of buttons (their symbols, named by their codes), the chosen one on. Plain
 * buttons rather than Radix's ToggleGroup: every product card of the home page draws one, and its JavaScript is counted.
 * One tab stop; arrow keys choose the previous or next currency.
 */
export function CurrencyToggle({
  currencies,
  chosen,
  onChoose,
  label,
}: {
  currencies: readonly ToggleCurrency[];
  chosen: string;
  onChoose: (slug: string) => void;
  label: string;
}) {
  const group = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const index = currencies.findIndex((currency) => currency.slug === chosen);
    const next = currencies[(index + step + currencies.length) % currencies.length]!;
    onChoose(next.slug);
    group.current?.querySelector<HTMLButtonElement>(`[data-currency="${next.slug}"]`)?.focus();
  };
  return (
    <div
      ref={group}
      role="radiogroup"
      aria-label={label}
      onKeyDown={onKeyDown}
      data-slot="toggle-group"
      className="inline-flex items-center gap-0.5 rounded-md border bg-background p-0.5"
    >
      {currencies.map((currency) => {
        const on = currency.slug === chosen;
        return (
          <button
            key={currency.id}
            type="button"
            role="radio"
            aria-checked={on}
            aria-label={currency.slug.toUpperCase()}
            tabIndex={on ? 0 : -1}
            data-state={on ? 'on' : 'off'}
            data-currency={currency.slug}
            data-slot="toggle-group-item"
            onClick={() => onChoose(currency.slug)}
            className="inline-flex h-8 min-w-8 items-center justify-center rounded-sm px-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=on]:bg-primary data-[state=on]:text-primary-foreground"
          >
            {currency.symbol || currency.slug.toUpperCase()}
          </button>
        );
      })}
    </div>
  );
}
