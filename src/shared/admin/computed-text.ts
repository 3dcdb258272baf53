import { amountText } from '../amount-text';
import { parseDate } from '../dates';
import { isLanguage } from '../languages';
import { localized } from '../localized-text';
import { computedColumnsOf, type ComputedAmount, type ComputedColumnMeta } from '../registry/computed-columns';
import { formatDateTime } from './format';

/**
 * A computed value (src/shared/registry/computed-columns.ts) as text: labels in the content `language`, amounts as the
 * site writes them in the admin's `interfaceLanguage`; empty when there is none.
 */
export function computedText(
  column: Pick<ComputedColumnMeta, 'kind'>,
  value: unknown,
  language: string,
  interfaceLanguage: string = language,
): string {
  if (value === null || value === undefined) return '';
  switch (column.kind) {
    case 'text':
      return typeof value === 'string' ? value : '';
    case 'labels':
      return Array.isArray(value)
        ? value
            .map((label) => localized(label, language))
            .filter(Boolean)
            .join(', ')
        : '';
    case 'amounts':
      // As the site writes amounts: `1 000,00 ₽` in Russian, each currency apart.
      return Array.isArray(value)
        ? (value as ComputedAmount[])
            .map((item) => amountText(item.amount, item, isLanguage(interfaceLanguage) ? interfaceLanguage : 'en'))
            .join(' · ')
        : '';
    case 'datetime': {
      const date = parseDate(value);
      return date ? formatDateTime(date) : '';
    }
  }
}

/**
 * What the computed columns of a record of the entity at `path` say besides its name (a donation's projects, amount
 * and paid date), as one line: the summary of a joined record that has no words of its own.
 */
export const computedSummary = (
  record: Readonly<Record<string, unknown>>,
  path: string,
  language: string,
  interfaceLanguage: string,
): string =>
  computedColumnsOf(path)
    .filter((column) => !column.names)
    .map((column) => computedText(column, record[column.name], language, interfaceLanguage))
    .filter(Boolean)
    .join(' · ');
