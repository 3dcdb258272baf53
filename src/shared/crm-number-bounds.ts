/**
 * The bounds a CRM number input declares (CrmInput.minimum, maximum, step, currency), checked the same way in the
 * browser (src/widgets/crm/crm-form.tsx) and on the server (src/server/modules/crm/requests.service.ts), and said in
 * the same words: under the field in the browser, and as the server's message for that field (named by its label).
 */
import type { Language } from './languages';

export interface NumberBounds {
  /** Least answer, inclusive. */
  minimum: number | null;
  /** Greatest answer, inclusive. */
  maximum: number | null;
  /** Answers are whole steps from the minimum (from 0 without one); none or not positive: any number. */
  step: number | null;
  /** A money input's currency (ISO 4217, `RUB`): numbers in messages and beside the field are amounts in it. */
  currency: string | null;
}

export type BoundsProblem =
  { kind: 'minimum'; limit: number } | { kind: 'maximum'; limit: number } | { kind: 'step'; step: number; base: number };

/** The step an input takes, or null when it takes any number. */
export const stepOf = (bounds: Pick<NumberBounds, 'step'>): number | null =>
  bounds.step !== null && Number.isFinite(bounds.step) && bounds.step > 0 ? bounds.step : null;

/** What is wrong with `value` under the input's bounds, or undefined when it is within them. */
export function boundsProblem(value: number, bounds: NumberBounds): BoundsProblem | undefined {
  if (bounds.minimum !== null && value < bounds.minimum) return { kind: 'minimum', limit: bounds.minimum };
  if (bounds.maximum !== null && value > bounds.maximum) return { kind: 'maximum', limit: bounds.maximum };
  const step = stepOf(bounds);
  if (step !== null) {
    const base = bounds.minimum ?? 0;
    const steps = (value - base) / step;
    // Decimal steps (0.01) are not exact in binary: a whole number of them within a rounding error is whole.
    if (Math.abs(steps - Math.round(steps)) > 1e-9 * Math.max(1, Math.abs(steps))) return { kind: 'step', step, base };
  }
  return undefined;
}

/** The currency's sign as people read it beside an amount (`₽` for RUB, `€` for EUR); the code if it has none. */
export function currencySign(currency: string, language: Language): string {
  try {
    const parts = new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(
      0,
    );
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/** A number as the page's language writes it, as an amount when the input has a currency: `1 000 ₽`, `₽1,000`. */
export function formatBound(value: number, language: Language, currency: string | null): string {
  const options: Intl.NumberFormatOptions = { maximumFractionDigits: 10 };
  if (currency)
    try {
      return new Intl.NumberFormat(language, {
        ...options,
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 0,
      }).format(value);
    } catch {
      // An unknown code: the number, then the code.
      return `${new Intl.NumberFormat(language, options).format(value)} ${currency}`;
    }
  return new Intl.NumberFormat(language, options).format(value);
}

const WORDS = {
  ru: {
    minimum: (limit: string) => `Введите число не меньше ${limit}`,
    maximum: (limit: string) => `Введите число не больше ${limit}`,
    step: (step: string, base: string | undefined) => `Введите число с шагом ${step}${base ? ` начиная с ${base}` : ''}`,
    range: (minimum: string, maximum: string) => `От ${minimum} до ${maximum}`,
    atLeast: (limit: string) => `Не меньше ${limit}`,
    atMost: (limit: string) => `Не больше ${limit}`,
  },
  en: {
    minimum: (limit: string) => `Enter a number of at least ${limit}`,
    maximum: (limit: string) => `Enter a number of at most ${limit}`,
    step: (step: string, base: string | undefined) => `Enter a number in steps of ${step}${base ? ` from ${base}` : ''}`,
    range: (minimum: string, maximum: string) => `From ${minimum} to ${maximum}`,
    atLeast: (limit: string) => `At least ${limit}`,
    atMost: (limit: string) => `At most ${limit}`,
  },
} as const satisfies Record<Language, Record<string, unknown>>;

/** The problem as shown under the field: «Введите число не меньше 1 ₽». */
export function boundsMessage(problem: BoundsProblem, language: Language, currency: string | null): string {
  const words = WORDS[language];
  const format = (value: number) => formatBound(value, language, currency);
  if (problem.kind === 'minimum') return words.minimum(format(problem.limit));
  if (problem.kind === 'maximum') return words.maximum(format(problem.limit));
  return words.step(formatBound(problem.step, language, null), problem.base ? format(problem.base) : undefined);
}

/** The problem as the server says it, naming the field: «Сумма в месяц: введите число не меньше 1 ₽». */
export function boundsMessageFor(label: string, problem: BoundsProblem, language: Language, currency: string | null): string {
  const message = boundsMessage(problem, language, currency);
  return `${label}: ${message.charAt(0).toLocaleLowerCase(language)}${message.slice(1)}`;
}

/** A hint of the bounds for under the label («От 1 до 100 000 ₽»), or undefined when the input has none. */
export function boundsHint(bounds: NumberBounds, language: Language): string | undefined {
  const words = WORDS[language];
  const format = (value: number) => formatBound(value, language, bounds.currency);
  if (bounds.minimum !== null && bounds.maximum !== null) return words.range(format(bounds.minimum), format(bounds.maximum));
  if (bounds.minimum !== null) return words.atLeast(format(bounds.minimum));
  if (bounds.maximum !== null) return words.atMost(format(bounds.maximum));
  return undefined;
}

/**
 * The answer one step up (`direction` 1) or down (-1) from `current` (what the arrow keys of a number field do): the
 * next whole step from the minimum (1 without a step), kept within the bounds; from no number, the minimum or 0.
 */
export function stepped(current: number | undefined, direction: 1 | -1, bounds: NumberBounds): number {
  const step = stepOf(bounds) ?? 1;
  const base = bounds.minimum ?? 0;
  let next: number;
  if (current === undefined) next = base;
  else {
    const steps = (current - base) / step;
    const whole = Math.abs(steps - Math.round(steps)) <= 1e-9 * Math.max(1, Math.abs(steps));
    const index = whole ? Math.round(steps) + direction : direction > 0 ? Math.ceil(steps) : Math.floor(steps);
    // Rounded to the step's own decimals: 0.1 + 0.2 is 0.3 here.
    const decimals = (String(step).split('.')[1] ?? '').length + (String(base).split('.')[1] ?? '').length;
    next = Number((base + index * step).toFixed(Math.min(decimals, 10)));
  }
  if (bounds.minimum !== null && next < bounds.minimum) next = bounds.minimum;
  if (bounds.maximum !== null && next > bounds.maximum) next = bounds.maximum;
  return next;
}
