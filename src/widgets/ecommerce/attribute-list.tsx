import { formatDate, formatDateTime } from '@/shared/admin/format';
import { localized } from '@/shared/localized-text';
import type { Language } from '@/shared/languages';
import type { AttributeView } from '@/server/modules/ecommerce/widget-content.service';
import { cn } from '@/lib/utils';
import { ecommerceDictionary } from './dictionary';

/** An attribute's value as its key's field type says: dates `DD.MM.YYYY`, date-times `DD.MM.YYYY HH:mm`. */
function valueText(attribute: AttributeView, language: Language): string {
  const { value } = attribute;
  if (value instanceof Date) return attribute.key.field === 'date' ? formatDate(value) : formatDateTime(value);
  if (typeof value === 'boolean') return ecommerceDictionary(language)[value ? 'yes' : 'no'];
  if (typeof value === 'string')
    return attribute.key.field === 'number' ? new Intl.NumberFormat(language).format(value as Intl.StringNumericLiteral) : value;
  return localized(value, language);
}

/** A record's features: each key's title, then its prefix, value and suffix (`Этап: 2 из 3`). */
export function AttributeList({
  attributes,
  language,
  className,
}: {
  attributes: readonly AttributeView[];
  language: Language;
  className?: string;
}) {
  const shown = attributes.flatMap((attribute) => {
    const value = valueText(attribute, language);
    return value ? [{ attribute, value }] : [];
  });
  if (!shown.length) return null;
  return (
    <dl className={cn('grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm', className)} data-attributes>
      {shown.map(({ attribute, value }) => (
        <div key={attribute.id} className="contents">
          <dt className="text-muted-foreground">{localized(attribute.key.title, language)}</dt>
          <dd>
            {[localized(attribute.key.prefix, language), value, localized(attribute.key.suffix, language)]
              .filter(Boolean)
              .join(' ')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
